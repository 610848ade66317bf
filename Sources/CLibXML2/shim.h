#ifndef HOTELS_CLIBXML2_SHIM_H
#define HOTELS_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU, and <libxml/encoding.h> then includes
// <unicode/ucnv.h>. Foundation ships its own ICU module, and the two clash
// ("'UErrorCode' has different definitions in different modules"). Nothing we
// call needs libxml2's ICU conversions, so hide them before the headers see them.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libxml/globals.h>
#include <libxml/SAX2.h>

// xmlFree is a global function-pointer variable, which Swift 6 treats as
// shared mutable state; this calls it.
static inline void hotels_xml_free(void *pointer) {
    xmlFree(pointer);
}

// The line the parser is at (a field, not an accessor: xmlSAX2GetLineNumber
// is deprecated in newer libxml2).
static inline int hotels_xml_line(xmlParserCtxtPtr context) {
    return context != NULL && context->input != NULL ? context->input->line : 0;
}

#endif
