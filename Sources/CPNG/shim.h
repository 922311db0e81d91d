// libpng's simplified API (png_image_*): no setjmp/longjmp and no variadics cross into Swift.
#include <png.h>

/// PNG_FORMAT_RGBA, a macro built from other macros, as a constant Swift can see.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
