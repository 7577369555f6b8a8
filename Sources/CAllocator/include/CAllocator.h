// The C allocator's settings for the trellis process.
#ifndef TRELLIS_C_ALLOCATOR_H
#define TRELLIS_C_ALLOCATOR_H

/// Fixes the size from which glibc's allocator gives each block a mapping of its own (and
/// stops it from raising that size as blocks are freed). Returns 1 when the setting was
/// made, 0 otherwise (always 0 with a C library other than glibc).
int trellis_fix_mapping_threshold(int bytes);

#endif
