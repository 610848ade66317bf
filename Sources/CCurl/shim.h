#ifndef HOTELS_CCURL_SHIM_H
#define HOTELS_CCURL_SHIM_H

// libcurl's types and constants come from its header; its code is loaded
// with dlopen the first time a server book is used (hotels_curl_load), so a
// run that syncs a file or a folder never loads libcurl and the TLS and
// network libraries it pulls in.

#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>

/// The libcurl functions the CardDAV transport calls. `easy_setopt` and
/// `easy_getinfo` are variadic, which Swift cannot call: they are called
/// through the typed wrappers below.
typedef struct hotels_curl {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_perform)(CURL *handle);
    void (*easy_reset)(CURL *handle);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
    void *easy_setopt;
    void *easy_getinfo;
} hotels_curl;

typedef CURLcode (*hotels_curl_setopt_function)(CURL *handle, CURLoption option, ...);
typedef CURLcode (*hotels_curl_getinfo_function)(CURL *handle, CURLINFO info, ...);

/// Loads the first of libcurl's sonames that opens (`libcurl.so.4`, then
/// the GnuTLS build Debian also ships) and fills `api`. Returns NULL, or
/// what went wrong: why the first could not be loaded (the loader's own
/// words: a library it needs may be what is missing), or the name of a
/// function the library lacks.
static inline const char *hotels_curl_load(hotels_curl *api) {
    static const char *const names[] = { "libcurl.so.4", "libcurl-gnutls.so.4" };
    static char failure[512];
    void *library = NULL;
    for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        const char *error = library == NULL ? dlerror() : NULL;
        if (index == 0 && error != NULL) snprintf(failure, sizeof failure, "%s", error);
    }
    if (library == NULL) return failure;
#define HOTELS_CURL_SYMBOL(field, name) \
    if ((*(void **)&api->field = dlsym(library, name)) == NULL) return "it has no " name;
    HOTELS_CURL_SYMBOL(global_init, "curl_global_init")
    HOTELS_CURL_SYMBOL(easy_init, "curl_easy_init")
    HOTELS_CURL_SYMBOL(easy_perform, "curl_easy_perform")
    HOTELS_CURL_SYMBOL(easy_reset, "curl_easy_reset")
    HOTELS_CURL_SYMBOL(easy_cleanup, "curl_easy_cleanup")
    HOTELS_CURL_SYMBOL(easy_strerror, "curl_easy_strerror")
    HOTELS_CURL_SYMBOL(slist_append, "curl_slist_append")
    HOTELS_CURL_SYMBOL(slist_free_all, "curl_slist_free_all")
    HOTELS_CURL_SYMBOL(easy_setopt, "curl_easy_setopt")
    HOTELS_CURL_SYMBOL(easy_getinfo, "curl_easy_getinfo")
#undef HOTELS_CURL_SYMBOL
    return NULL;
}

static inline CURLcode hotels_curl_set_long(const hotels_curl *api, CURL *handle, CURLoption option, long value) {
    return ((hotels_curl_setopt_function)api->easy_setopt)(handle, option, value);
}

static inline CURLcode hotels_curl_set_pointer(const hotels_curl *api, CURL *handle, CURLoption option, const void *value) {
    return ((hotels_curl_setopt_function)api->easy_setopt)(handle, option, value);
}

static inline CURLcode hotels_curl_set_offset(const hotels_curl *api, CURL *handle, CURLoption option, curl_off_t value) {
    return ((hotels_curl_setopt_function)api->easy_setopt)(handle, option, value);
}

typedef size_t (*hotels_curl_data_callback)(char *data, size_t size, size_t count, void *context);

/// Sets a write or header callback (CURLOPT_WRITEFUNCTION,
/// CURLOPT_HEADERFUNCTION) and the pointer it is called with.
static inline CURLcode hotels_curl_set_callback(const hotels_curl *api, CURL *handle, CURLoption function, CURLoption data,
                                                hotels_curl_data_callback callback, void *context) {
    CURLcode code = ((hotels_curl_setopt_function)api->easy_setopt)(handle, function, callback);
    return code != CURLE_OK ? code : ((hotels_curl_setopt_function)api->easy_setopt)(handle, data, context);
}

typedef int (*hotels_curl_progress_callback)(void *context, curl_off_t downloadTotal, curl_off_t downloaded,
                                             curl_off_t uploadTotal, curl_off_t uploaded);

/// Sets a progress callback (CURLOPT_XFERINFOFUNCTION, called about once a
/// second even while nothing moves) and the pointer it is called with.
static inline CURLcode hotels_curl_set_progress(const hotels_curl *api, CURL *handle,
                                                hotels_curl_progress_callback callback, void *context) {
    hotels_curl_setopt_function setopt = (hotels_curl_setopt_function)api->easy_setopt;
    CURLcode code = setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
    if (code == CURLE_OK) code = setopt(handle, CURLOPT_XFERINFODATA, context);
    return code != CURLE_OK ? code : setopt(handle, CURLOPT_NOPROGRESS, 0L);
}

typedef int (*hotels_curl_prereq_callback)(void *context, char *primaryIP, char *localIP, int primaryPort, int localPort);

/// Sets a callback libcurl calls once the connection is up — made (its TLS
/// handshake included) or reused — just before the request is sent
/// (CURLOPT_PREREQFUNCTION, libcurl 7.80), and the pointer it is called with.
/// The callback returns CURL_PREREQFUNC_OK to go on.
static inline CURLcode hotels_curl_set_prereq(const hotels_curl *api, CURL *handle,
                                              hotels_curl_prereq_callback callback, void *context) {
    hotels_curl_setopt_function setopt = (hotels_curl_setopt_function)api->easy_setopt;
    CURLcode code = setopt(handle, CURLOPT_PREREQFUNCTION, callback);
    return code != CURLE_OK ? code : setopt(handle, CURLOPT_PREREQDATA, context);
}

static inline CURLcode hotels_curl_get_long(const hotels_curl *api, CURL *handle, CURLINFO info, long *value) {
    return ((hotels_curl_getinfo_function)api->easy_getinfo)(handle, info, value);
}

#endif
