#ifndef HOTELS_CCURL_SHIM_H
#define HOTELS_CCURL_SHIM_H

#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call; these fix the type of the one argument for each kind of option.

static inline CURLcode hotels_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode hotels_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode hotels_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

typedef size_t (*hotels_curl_data_callback)(char *data, size_t size, size_t count, void *context);

/// Sets a write or header callback (CURLOPT_WRITEFUNCTION,
/// CURLOPT_HEADERFUNCTION) and the pointer it is called with.
static inline CURLcode hotels_curl_set_callback(CURL *handle, CURLoption function, CURLoption data,
                                                hotels_curl_data_callback callback, void *context) {
    CURLcode code = curl_easy_setopt(handle, function, callback);
    return code != CURLE_OK ? code : curl_easy_setopt(handle, data, context);
}

static inline CURLcode hotels_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

#endif
