#include "rotary_pixels.h"

#include <math.h>
#include <string.h>

#if defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
#include <emmintrin.h>
#define REACH_SSE2 1
#else
#define REACH_SSE2 0
#endif

double rotary_pixels_reach(const uint8_t *pixels, int32_t width, int32_t height, int32_t stride, double cx, double cy,
                           int32_t *box) {
    box[0] = box[1] = box[2] = box[3] = 0;
    if (pixels == NULL || width <= 0 || height <= 0 || stride < width * 4 || !isfinite(cx) || !isfinite(cy)) return -1;
    double farthest = -1;
    int32_t left = width, right = 0, top = height, bottom = 0;
    for (int32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + (size_t)y * (size_t)stride;
        int32_t first = 0, last = width - 1;
        uint32_t pixel;
        // Premultiplied: a transparent pixel is all zero. Four at a time while they are all transparent.
#if REACH_SSE2
        for (; first + 4 <= width; first += 4) {
            const __m128i four = _mm_loadu_si128((const __m128i *)(row + (size_t)first * 4));
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(four, _mm_setzero_si128())) != 0xFFFF) break;
        }
#endif
        for (; first < width; first++) {
            memcpy(&pixel, row + (size_t)first * 4, sizeof pixel);
            if (pixel != 0) break;
        }
        if (first == width) continue;
#if REACH_SSE2
        for (; last - 3 > first; last -= 4) {
            const __m128i four = _mm_loadu_si128((const __m128i *)(row + (size_t)(last - 3) * 4));
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(four, _mm_setzero_si128())) != 0xFFFF) break;
        }
#endif
        for (; last > first; last--) {
            memcpy(&pixel, row + (size_t)last * 4, sizeof pixel);
            if (pixel != 0) break;
        }
        if (first < left) left = first;
        if (last + 1 > right) right = last + 1;
        if (y < top) top = y;
        bottom = y + 1;
        // The farthest corner of the row's span: one of its two ends, upper or lower edge.
        const double dy = fmax(fabs(y - cy), fabs(y + 1 - cy));
        const double dx = fmax(fabs(first - cx), fabs(last + 1 - cx));
        const double distance = dx * dx + dy * dy;
        if (distance > farthest) farthest = distance;
    }
    if (farthest < 0) return -1;
    box[0] = left;
    box[1] = top;
    box[2] = right;
    box[3] = bottom;
    return sqrt(farthest);
}
