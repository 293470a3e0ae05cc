// FreeType's headers are named through macros from ft2build.h.
#include <ft2build.h>
#include FT_FREETYPE_H
