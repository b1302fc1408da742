/* The stb functions the core calls, compiled for the browser and Windows
   builds (app/web, app/windows): the desktop build links Debian's libstb,
   which has them. */
#define STB_IMAGE_IMPLEMENTATION
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image.h>
#include <stb_image_write.h>
