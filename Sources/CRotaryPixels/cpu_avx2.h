#ifndef ROTARY_CPU_AVX2_H
#define ROTARY_CPU_AVX2_H

// Whether AVX2 may be used, asked at run time (private to CRotaryPixels): the kernels that
// have an AVX2 path compile it with `__attribute__((target("avx2")))` and give the same numbers
// as their SSE2 and portable paths.

#include <stdint.h>

#if defined(__x86_64__) && !defined(ROTARY_PIXELS_PORTABLE) && (defined(__clang__) || defined(__GNUC__))
#define ROTARY_PIXELS_AVX2 1
#include <cpuid.h>
#include <immintrin.h>

/// Whether the CPU and the system support AVX2 (CPUID leaf 7, and the YMM state enabled by the
/// system: OSXSAVE, XCR0 bits 1 and 2); asked once per file that uses it.
static inline int32_t rotary_pixels_avx2(void) {
    static int32_t known = -1;
    int32_t answer = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (answer >= 0) return answer;
    unsigned int eax = 0, ebx = 0, ecx = 0, edx = 0;
    answer = 0;
    if (__get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_OSXSAVE) && (ecx & bit_AVX)) {
        unsigned int low = 0, high = 0;
        __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
        if ((low & 6) == 6 && __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) && (ebx & bit_AVX2)) answer = 1;
    }
    __atomic_store_n(&known, answer, __ATOMIC_RELAXED);
    return answer;
}
#else
#define ROTARY_PIXELS_AVX2 0
#endif

#endif
