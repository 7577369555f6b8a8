// Pango (HarfBuzz shaping, fontconfig lookup, line breaking) drawn through Cairo.
#include <pango/pangocairo.h>
#include <cairo.h>
#include <cairo-pdf.h>
