#ifndef TRELLIS_CGLPK_SHIM_H
#define TRELLIS_CGLPK_SHIM_H
#include <glpk.h>
#endif
