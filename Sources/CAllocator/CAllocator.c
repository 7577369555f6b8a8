#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "CAllocator.h"

int trellis_fix_mapping_threshold(int bytes) {
#if defined(__GLIBC__)
    return mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}
