// The broad phase's sweep and prune (see sat/broadphase.hpp), for 2D and 3D
// bounds alike, and the brute-force reference.

#include <algorithm>
#include <array>
#include <cmath>

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
    struct Key {
        std::uint32_t band;
        std::uint32_t index;
        double lo;
    };
    std::vector<Key> keys;
    keys.reserve(bounds.size() + bounds.size() / 4);
    for (std::size_t i = 0; i < bounds.size(); ++i) {
        const auto first = bands.of(bounds[i].lo[bandAxis]), last = bands.of(bounds[i].hi[bandAxis] + margin);
        for (std::uint32_t band = first; band <= last; ++band) keys.push_back({band, static_cast<std::uint32_t>(i), bounds[i].lo[axis]});
    }
    std::sort(keys.begin(), keys.end(), [](const Key& x, const Key& y) {
        if (x.band != y.band) return x.band < y.band;
        return x.lo < y.lo || (x.lo == y.lo && x.index < y.index);
    });
    const std::size_t n = keys.size();
    SweepBoxes<D> boxes;
    boxes.lo.resize(n);
    boxes.hi.resize(n);
    boxes.index.resize(n);
    boxes.band.resize(n);
    for (auto& v : boxes.otherLo) v.resize(n);
    for (auto& v : boxes.otherHi) v.resize(n);
    for (std::size_t k = 0; k < n; ++k) {
        const B& b = bounds[keys[k].index];
        boxes.lo[k] = keys[k].lo;
        boxes.hi[k] = b.hi[axis] + margin;
        boxes.index[k] = keys[k].index;
        boxes.band[k] = keys[k].band;
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

template <int D, class B> std::vector<CandidatePair> sweepAndPrune(std::span<const B> bounds, double margin) {
    const int axis = sweepAxis<D>(bounds);
    const int bandAxis = axis == 0 ? 1 : 0;
    const Bands bands = makeBands(bounds, bandAxis, margin);
    const SweepBoxes<D> boxes = sortedBoxes<D>(bounds, margin, axis, bandAxis, bands);
    const auto bandOther = static_cast<std::size_t>(bandAxis < axis ? bandAxis : bandAxis - 1);
    const std::size_t n = boxes.lo.size();
    std::vector<std::uint64_t> packed;
    packed.reserve(bounds.size());
    for (std::size_t i = 0; i < n; ++i) {
        const double end = boxes.hi[i];
        const std::uint32_t band = boxes.band[i];
        // lo[i] <= lo[j] <= hi[j] holds by the sort, so lo[j] <= hi[i] is the whole sweep-axis test.
        for (std::size_t j = i + 1; j < n && boxes.band[j] == band && boxes.lo[j] <= end; ++j) {
            bool meet = true;
            for (std::size_t o = 0; o + 1 < static_cast<std::size_t>(D); ++o)
                meet = meet && boxes.otherLo[o][j] <= boxes.otherHi[o][i] && boxes.otherLo[o][i] <= boxes.otherHi[o][j];
            if (meet && bands.of(std::max(boxes.otherLo[bandOther][i], boxes.otherLo[bandOther][j])) == band)
                packed.push_back(pack(boxes.index[i], boxes.index[j]));
        }
    }
    return unpackSorted(packed);
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
            if (within<D>(bounds[i], bounds[j], margin)) pairs.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j)});
    return pairs;
}

} // namespace

std::vector<CandidatePair> candidatePairs(std::span<const Bounds2> bounds, double margin) {
    return sweepAndPrune<2>(bounds, margin);
}
std::vector<CandidatePair> candidatePairs(std::span<const Bounds3> bounds, double margin) {
    return sweepAndPrune<3>(bounds, margin);
}
std::vector<CandidatePair> candidatePairsBruteForce(std::span<const Bounds2> bounds, double margin) {
    return bruteForce<2>(bounds, margin);
}
std::vector<CandidatePair> candidatePairsBruteForce(std::span<const Bounds3> bounds, double margin) {
    return bruteForce<3>(bounds, margin);
}

} // namespace sat
