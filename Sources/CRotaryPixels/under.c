#include "rotary_pixels.h"

#include <stddef.h>

#if defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
#include <emmintrin.h>

/// Two pixels at a time: `top + bottom·(255 − top.alpha)/255` in 16-bit lanes, each product
/// rounded as `multiply_255` rounds it, the sum saturated; the same numbers as one at a time.
static inline __m128i under_pair(__m128i top, __m128i bottom) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i top16 = _mm_unpacklo_epi8(top, zero), bottom16 = _mm_unpacklo_epi8(bottom, zero);
    // Each pixel's alpha in its four lanes.
    __m128i alpha = _mm_shufflelo_epi16(top16, _MM_SHUFFLE(3, 3, 3, 3));
    alpha = _mm_shufflehi_epi16(alpha, _MM_SHUFFLE(3, 3, 3, 3));
    const __m128i clear = _mm_sub_epi16(_mm_set1_epi16(255), alpha);
    __m128i product = _mm_add_epi16(_mm_mullo_epi16(bottom16, clear), _mm_set1_epi16(0x80));
    product = _mm_srli_epi16(_mm_add_epi16(product, _mm_srli_epi16(product, 8)), 8);
    const __m128i sum = _mm_add_epi16(top16, product);
    return _mm_packus_epi16(sum, sum);
}
#endif

/// `value · factor / 255` for bytes, rounded to nearest, as pixman rounds its OVER operator.
static inline uint32_t multiply_255(uint32_t value, uint32_t factor) {
    const uint32_t product = value * factor + 0x80;
    return (product + (product >> 8)) >> 8;
}

void rotary_pixels_compose_under(uint8_t *destination, int32_t destination_stride, const uint8_t *source,
                                 int32_t source_stride, int32_t width, int32_t height) {
    if (width <= 0 || height <= 0) return;
    for (int32_t y = 0; y < height; y++) {
        uint32_t *below = (uint32_t *)(destination + (size_t)y * (size_t)destination_stride);
        const uint32_t *under = (const uint32_t *)(source + (size_t)y * (size_t)source_stride);
        int32_t x = 0;
#if defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
        const __m128i zero = _mm_setzero_si128();
        for (; x + 4 <= width; x += 4) {
            const __m128i bottom = _mm_loadu_si128((const __m128i *)(under + x));
            // Nothing under four pixels: they stay.
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(bottom, zero)) == 0xFFFF) continue;
            const __m128i top = _mm_loadu_si128((const __m128i *)(below + x));
            // Four transparent pixels show what is under them.
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(top, zero)) == 0xFFFF) {
                _mm_storeu_si128((__m128i *)(below + x), bottom);
                continue;
            }
            const __m128i low = under_pair(top, bottom);
            const __m128i high = under_pair(_mm_srli_si128(top, 8), _mm_srli_si128(bottom, 8));
            _mm_storeu_si128((__m128i *)(below + x), _mm_unpacklo_epi64(low, high));
        }
#endif
        for (; x < width; x++) {
            const uint32_t top = below[x], bottom = under[x];
            const uint32_t alpha = top >> 24;
            // An opaque pixel hides what lies under it; under a transparent one shows all of it.
            if (alpha == 255 || bottom == 0) continue;
            if (top == 0) {
                below[x] = bottom;
                continue;
            }
            const uint32_t clear = 255 - alpha;
            uint32_t result = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                const uint32_t channel = ((top >> shift) & 0xFF) + multiply_255((bottom >> shift) & 0xFF, clear);
                result |= (channel > 255 ? 255 : channel) << shift;
            }
            below[x] = result;
        }
    }
}
