/* The floor for reading xCard: a bare libxml2 xmlTextReader pass that reads
 * every node and looks at its type, nothing else.
 *
 *   cc -O2 -o bench/out/xmlreader_loop bench/peers/xmlreader_loop.c $(pkg-config --cflags --libs libxml-2.0)
 *   bench/out/xmlreader_loop FILE.xml
 */
#include <stdio.h>
#include <libxml/xmlreader.h>

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: xmlreader_loop FILE\n"); return 64; }
    xmlTextReaderPtr reader = xmlReaderForFile(argv[1], NULL, XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_COMPACT);
    if (!reader) return 66;
    long nodes = 0, elements = 0;
    int status;
    while ((status = xmlTextReaderRead(reader)) == 1) {
        nodes++;
        if (xmlTextReaderNodeType(reader) == XML_READER_TYPE_ELEMENT) elements++;
    }
    xmlFreeTextReader(reader);
    printf("%ld nodes, %ld elements\n", nodes, elements);
    return status == 0 ? 0 : 65;
}
