#ifndef HOTELS_CZLIB_SHIM_H
#define HOTELS_CZLIB_SHIM_H

// zlib reads the GeoNames dumps and the packages' .gz data files when
// `hotels gazetteer build` builds an index; nothing else uses it.
#include <zlib.h>

#endif
