// libjpeg-turbo's TurboJPEG API (tj*): no setjmp/longjmp and no variadics cross into Swift.
#include <turbojpeg.h>
