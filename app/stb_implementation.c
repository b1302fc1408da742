/* The stb functions the core calls, compiled for the browser build: the
   desktop build links Debian's libstb instead. */
#define STB_IMAGE_IMPLEMENTATION
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image.h>
#include <stb_image_write.h>
