// SPDX-License-Identifier: MIT
// The broad phase's sweep and prune (see sat/broadphase.hpp), for 2D and 3D
// bounds alike, and the brute-force reference.

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <utility>

#include "sat/broadphase.hpp"

namespace sat {

namespace {

template <int D> using Vec = glm::vec<D, double, glm::defaultp>;

/// The axis along which the bounds' centres spread most: sweeping along it
/// leaves the fewest boxes overlapping on the sweep axis alone.
template <int D, class B> int sweepAxis(std::span<const B> bounds) {
    Vec<D> mean(0.0);
    for (const B& b : bounds) mean += (b.lo + b.hi) * 0.5;
    mean /= static_cast<double>(std::max<std::size_t>(bounds.size(), 1));
    Vec<D> spread(0.0);
    for (const B& b : bounds) {
        const Vec<D> d = (b.lo + b.hi) * 0.5 - mean;
        spread += d * d;
    }
    int axis = 0;
    for (int k = 1; k < D; ++k)
        if (spread[k] > spread[axis]) axis = k;
    return axis;
}

/// Candidates packed as (a << 32 | b), so sorting the integers sorts by (a, b).
std::vector<CandidatePair> unpackSorted(std::vector<std::uint64_t>& packed) {
    std::sort(packed.begin(), packed.end());
    std::vector<CandidatePair> pairs(packed.size());
    for (std::size_t k = 0; k < packed.size(); ++k)
        pairs[k] = {static_cast<std::uint32_t>(packed[k] >> 32), static_cast<std::uint32_t>(packed[k] & 0xffffffffu)};
    return pairs;
}

std::uint64_t pack(std::uint32_t i, std::uint32_t j) {
    const std::uint32_t a = std::min(i, j), b = std::max(i, j);
    return (std::uint64_t{a} << 32) | b;
}

/// Bands across the sweep: a plain sweep along x compares each box with every
/// box of the same x range over the whole height of the world, O(n^1.5) for a
/// 2D level. So the world is cut into bands along a second axis, each about
/// two boxes tall; a box goes into every band its (margin-grown) range meets,
/// each band is swept on its own, and a pair is kept only in the band that
/// holds the larger of the two low ends, which both boxes reach: found once.
struct Bands {
    double origin = 0.0, inverseHeight = 0.0;
    std::uint32_t count = 1;
    std::uint32_t of(double v) const {
        const double band = std::floor((v - origin) * inverseHeight);
        return band <= 0.0 ? 0u : band >= double(count - 1) ? count - 1 : static_cast<std::uint32_t>(band);
    }
};

template <class B> Bands makeBands(std::span<const B> bounds, int axis, double margin) {
    Bands bands;
    if (bounds.empty()) return bands;
    double lo = bounds[0].lo[axis], hi = bounds[0].hi[axis], extent = 0.0;
    for (const B& b : bounds) {
        lo = std::min(lo, b.lo[axis]);
        hi = std::max(hi, b.hi[axis]);
        extent += b.hi[axis] - b.lo[axis] + margin;
    }
    const double height = 2.0 * extent / static_cast<double>(bounds.size());
    const double wanted = height > 0.0 ? std::ceil((hi - lo) / height) : 1.0;
    if (!(wanted > 1.0)) return bands; // also when NaN
    bands.count = static_cast<std::uint32_t>(std::min(wanted, std::min(double(bounds.size()), double(1u << 22))));
    bands.origin = lo;
    bands.inverseHeight = static_cast<double>(bands.count) / (hi - lo);
    return bands;
}

/// The boxes of every band, each band sorted along the sweep axis, as
/// structure of arrays: the inner loop reads `lo` until a box starts after the
/// current one ends, then the other axes. `hi` already holds hi + margin, so
/// "within margin" is "intersect".
template <int D> struct SweepBoxes {
    std::vector<double> lo, hi;
    std::array<std::vector<double>, static_cast<std::size_t>(D - 1)> otherLo, otherHi;
    std::vector<std::uint32_t> index, band;
};

template <int D, class B>
SweepBoxes<D> sortedBoxes(std::span<const B> bounds, double margin, int axis, int bandAxis, const Bands& bands) {
    // A counting sort by band (boxes stay in index order within a band),
    // then each band sorted on its own by (lo, index): many small sorts in
    // cache instead of one over every box.
    struct Key {
        double lo;
        std::uint32_t index;
    };
    std::vector<std::size_t> bandEnd(std::size_t{bands.count} + 1, 0); // first the count of each band, then where it ends
    const auto bandRange = [&](const B& b) { return std::pair{bands.of(b.lo[bandAxis]), bands.of(b.hi[bandAxis] + margin)}; };
    for (const B& b : bounds) {
        const auto [first, last] = bandRange(b);
        for (std::uint32_t band = first; band <= last; ++band) ++bandEnd[std::size_t{band} + 1];
    }
    for (std::size_t band = 1; band < bandEnd.size(); ++band) bandEnd[band] += bandEnd[band - 1];
    std::vector<Key> keys(bandEnd.back());
    std::vector<std::size_t> next(bandEnd.begin(), bandEnd.end() - 1);
    for (std::size_t i = 0; i < bounds.size(); ++i) {
        const auto [first, last] = bandRange(bounds[i]);
        for (std::uint32_t band = first; band <= last; ++band)
            keys[next[band]++] = {bounds[i].lo[axis], static_cast<std::uint32_t>(i)};
    }
    std::vector<std::uint32_t> bandOf(keys.size());
    for (std::uint32_t band = 0; band < bands.count; ++band) {
        const auto begin = keys.begin() + static_cast<std::ptrdiff_t>(bandEnd[band]);
        const auto end = keys.begin() + static_cast<std::ptrdiff_t>(bandEnd[band + 1]);
        std::sort(begin, end, [](const Key& x, const Key& y) { return x.lo < y.lo || (x.lo == y.lo && x.index < y.index); });
        std::fill(bandOf.begin() + static_cast<std::ptrdiff_t>(bandEnd[band]),
                  bandOf.begin() + static_cast<std::ptrdiff_t>(bandEnd[band + 1]), band);
    }
    const std::size_t n = keys.size();
    SweepBoxes<D> boxes;
    boxes.lo.resize(n);
    boxes.hi.resize(n);
    boxes.index.resize(n);
    boxes.band = std::move(bandOf);
    for (auto& v : boxes.otherLo) v.resize(n);
    for (auto& v : boxes.otherHi) v.resize(n);
    for (std::size_t k = 0; k < n; ++k) {
        const B& b = bounds[keys[k].index];
        boxes.lo[k] = keys[k].lo;
        boxes.hi[k] = b.hi[axis] + margin;
        boxes.index[k] = keys[k].index;
        std::size_t other = 0;
        for (int d = 0; d < D; ++d) {
            if (d == axis) continue;
            boxes.otherLo[other][k] = b.lo[d];
            boxes.otherHi[other][k] = b.hi[d] + margin;
            ++other;
        }
    }
    return boxes;
}

/// The sweep's state, built once and swept once per window.
template <int D> struct Sweep {
    Bands bands;
    SweepBoxes<D> boxes;
    std::size_t bandOther = 0;
};

template <int D, class B> Sweep<D> prepareSweep(std::span<const B> bounds, double margin) {
    const int axis = sweepAxis<D>(bounds);
    const int bandAxis = axis == 0 ? 1 : 0;
    Sweep<D> sweep;
    sweep.bands = makeBands(bounds, bandAxis, margin);
    sweep.boxes = sortedBoxes<D>(bounds, margin, axis, bandAxis, sweep.bands);
    sweep.bandOther = static_cast<std::size_t>(bandAxis < axis ? bandAxis : bandAxis - 1);
    return sweep;
}

/// Every candidate, packed, to `keep` (in sweep order, each found once).
template <int D, class Keep> void sweepOnce(const Sweep<D>& sweep, Keep&& keep) {
    const SweepBoxes<D>& boxes = sweep.boxes;
    const std::size_t n = boxes.lo.size();
    for (std::size_t i = 0; i < n; ++i) {
        const double end = boxes.hi[i];
        const std::uint32_t band = boxes.band[i];
        // lo[i] <= lo[j] <= hi[j] holds by the sort, so lo[j] <= hi[i] is the whole sweep-axis test.
        for (std::size_t j = i + 1; j < n && boxes.band[j] == band && boxes.lo[j] <= end; ++j) {
            bool meet = true;
            for (std::size_t o = 0; o + 1 < static_cast<std::size_t>(D); ++o)
                meet = meet && boxes.otherLo[o][j] <= boxes.otherHi[o][i] && boxes.otherLo[o][i] <= boxes.otherHi[o][j];
            if (meet && sweep.bands.of(std::max(boxes.otherLo[sweep.bandOther][i], boxes.otherLo[sweep.bandOther][j])) == band)
                keep(pack(boxes.index[i], boxes.index[j]));
        }
    }
}

template <int D, class B> std::vector<CandidatePair> sweepAndPrune(std::span<const B> bounds, double margin) {
    const Sweep<D> sweep = prepareSweep<D>(bounds, margin);
    std::vector<std::uint64_t> packed;
    packed.reserve(bounds.size());
    sweepOnce<D>(sweep, [&packed](std::uint64_t pair) { packed.push_back(pair); });
    return unpackSorted(packed);
}

/// The candidates whose lower index lies in the window [begin, end), packed,
/// to `keep`; only the pairs that involve a box of the window are looked at.
/// A pair (i, j), i before j in sweep order, meets on the sweep axis when
/// lo[j] <= hi[i]. Those with i in the window are found by walking on from i
/// as the full sweep does; those with i outside and j inside by walking the
/// window's positions only (`inWindow`, in sweep order), starting after i.
/// So a window costs O(n) plus its pairs, not a sweep of all n^2 / 2.
template <int D, class Keep>
void sweepWindow(const Sweep<D>& sweep, std::uint64_t begin, std::uint64_t end, std::vector<std::size_t>& inWindow, Keep&& keep) {
    const SweepBoxes<D>& boxes = sweep.boxes;
    const std::size_t n = boxes.lo.size();
    const auto inside = [&](std::size_t k) { return boxes.index[k] >= begin && boxes.index[k] < end; };
    const auto meet = [&](std::size_t i, std::size_t j) {
        for (std::size_t o = 0; o + 1 < static_cast<std::size_t>(D); ++o)
            if (!(boxes.otherLo[o][j] <= boxes.otherHi[o][i] && boxes.otherLo[o][i] <= boxes.otherHi[o][j])) return false;
        return sweep.bands.of(std::max(boxes.otherLo[sweep.bandOther][i], boxes.otherLo[sweep.bandOther][j])) == boxes.band[i];
    };
    inWindow.clear();
    for (std::size_t k = 0; k < n; ++k)
        if (inside(k)) inWindow.push_back(k);
    // i in the window, j anywhere after it: the pair's lower index is in the window unless j's is below `begin`.
    for (const std::size_t i : inWindow) {
        const double reach = boxes.hi[i];
        for (std::size_t j = i + 1; j < n && boxes.band[j] == boxes.band[i] && boxes.lo[j] <= reach; ++j)
            if (boxes.index[j] >= begin && meet(i, j)) keep(pack(boxes.index[i], boxes.index[j]));
    }
    // i outside, after the window (lower indices are earlier windows'), j in the window after i.
    std::size_t next = 0; // the first window position after i
    for (std::size_t i = 0; i < n; ++i) {
        while (next < inWindow.size() && inWindow[next] <= i) ++next;
        if (boxes.index[i] < end) continue;
        const double reach = boxes.hi[i];
        for (std::size_t t = next; t < inWindow.size(); ++t) {
            const std::size_t j = inWindow[t];
            if (boxes.band[j] != boxes.band[i] || boxes.lo[j] > reach) break;
            if (meet(i, j)) keep(pack(boxes.index[i], boxes.index[j]));
        }
    }
}

/// forEachCandidatePair: windows of the (a, b) order, each gathered by
/// sweepWindow into a buffer of at most `capacity` pairs, sorted, visited.
/// The first window is one index wide (a first pair comes at once); each next
/// one is sized from the pairs per index seen so far, to about half the
/// buffer. When the buffer fills all the same, the window's end moves down to
/// the median first index, which drops at least half of it; a window of a
/// single first index always fits, as one shape has fewer than n <=
/// capacity / 2 partners.
template <int D, class B>
CandidateVisit visitInWindows(std::span<const B> bounds, double margin, const std::function<bool(CandidatePair)>& visit,
                              std::size_t windowPairs) {
    using Clock = std::chrono::steady_clock;
    const auto since = [](Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); };
    CandidateVisit result;
    auto start = Clock::now();
    const Sweep<D> sweep = prepareSweep<D>(bounds, margin);
    const std::uint64_t n = bounds.size();
    const std::size_t capacity = std::max<std::size_t>({windowPairs, 2 * bounds.size(), 2});
    const auto firstOf = [](std::uint64_t pair) { return pair >> 32; };
    std::vector<std::uint64_t> window;
    std::vector<std::size_t> inWindow;
    std::uint64_t width = 1;
    for (std::uint64_t begin = 0; begin < n;) {
        std::uint64_t end = std::min(n, begin + width); // this window: pairs whose first index is in [begin, end)
        window.clear();
        sweepWindow<D>(sweep, begin, end, inWindow, [&](std::uint64_t pair) {
            if (firstOf(pair) >= end) return; // the window shrank below it
            window.push_back(pair);
            if (window.size() < capacity) return;
            const auto middle = window.begin() + static_cast<std::ptrdiff_t>(capacity / 2);
            std::nth_element(window.begin(), middle, window.end());
            end = std::max(firstOf(*middle), begin + 1);
            window.erase(std::remove_if(window.begin(), window.end(), [&](std::uint64_t p) { return firstOf(p) >= end; }),
                         window.end());
        });
        std::sort(window.begin(), window.end());
        result.sweepSeconds += since(start);
        for (const std::uint64_t pair : window) {
            ++result.visited;
            if (!visit({static_cast<std::uint32_t>(pair >> 32), static_cast<std::uint32_t>(pair & 0xffffffffu)})) return result;
        }
        start = Clock::now();
        // Next width: half the buffer at this window's pairs per index, at most eight times this one.
        const double perIndex = static_cast<double>(window.size()) / static_cast<double>(end - begin);
        const double fits = perIndex > 0.0 ? 0.5 * static_cast<double>(capacity) / perIndex : static_cast<double>(n);
        width = static_cast<std::uint64_t>(std::clamp(fits, 1.0, 8.0 * static_cast<double>(end - begin)));
        begin = end;
    }
    result.sweepSeconds += since(start);
    return result;
}

template <int D, class B> bool within(const B& a, const B& b, double margin) {
    for (int d = 0; d < D; ++d)
        if (!(a.lo[d] <= b.hi[d] + margin && b.lo[d] <= a.hi[d] + margin)) return false;
    return true;
}

template <int D, class B> std::vector<CandidatePair> bruteForce(std::span<const B> bounds, double margin) {
    std::vector<CandidatePair> pairs;
    for (std::size_t i = 0; i < bounds.size(); ++i)
        for (std::size_t j = i + 1; j < bounds.size(); ++j)
            if (within<D>(bounds[i], bounds[j], margin))
                pairs.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j)});
    return pairs;
}

} // namespace

std::vector<CandidatePair> candidatePairs(std::span<const Bounds2> bounds, double margin) {
    return sweepAndPrune<2>(bounds, margin);
}
std::vector<CandidatePair> candidatePairs(std::span<const Bounds3> bounds, double margin) {
    return sweepAndPrune<3>(bounds, margin);
}
CandidateVisit forEachCandidatePair(std::span<const Bounds2> bounds, double margin,
                                    const std::function<bool(CandidatePair)>& visit, std::size_t windowPairs) {
    return visitInWindows<2>(bounds, margin, visit, windowPairs);
}
CandidateVisit forEachCandidatePair(std::span<const Bounds3> bounds, double margin,
                                    const std::function<bool(CandidatePair)>& visit, std::size_t windowPairs) {
    return visitInWindows<3>(bounds, margin, visit, windowPairs);
}
std::vector<CandidatePair> candidatePairsBruteForce(std::span<const Bounds2> bounds, double margin) {
    return bruteForce<2>(bounds, margin);
}
std::vector<CandidatePair> candidatePairsBruteForce(std::span<const Bounds3> bounds, double margin) {
    return bruteForce<3>(bounds, margin);
}

} // namespace sat
