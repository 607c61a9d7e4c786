// The broad phase's sweep and prune (see sat/broadphase.hpp), for 2D and 3D
// bounds alike, and the brute-force reference.

#include <algorithm>
#include <array>

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

/// The boxes in sweep order, structure of arrays: the inner loop reads `lo`
/// until a box starts after the current one ends, then the other axes.
/// Every `hi` already holds hi + margin, so "within margin" is "intersect".
template <int D> struct SweepBoxes {
    std::vector<double> lo, hi;
    std::array<std::vector<double>, static_cast<std::size_t>(D - 1)> otherLo, otherHi;
    std::vector<std::uint32_t> index;
};

template <int D, class B> SweepBoxes<D> sortedBoxes(std::span<const B> bounds, double margin) {
    const std::size_t n = bounds.size();
    const int axis = sweepAxis<D>(bounds);
    struct Key {
        double lo;
        std::uint32_t index;
    };
    std::vector<Key> keys(n);
    for (std::size_t i = 0; i < n; ++i) keys[i] = {bounds[i].lo[axis], static_cast<std::uint32_t>(i)};
    std::sort(keys.begin(), keys.end(), [](const Key& x, const Key& y) { return x.lo < y.lo || (x.lo == y.lo && x.index < y.index); });

    SweepBoxes<D> boxes;
    boxes.lo.resize(n);
    boxes.hi.resize(n);
    boxes.index.resize(n);
    for (auto& v : boxes.otherLo) v.resize(n);
    for (auto& v : boxes.otherHi) v.resize(n);
    for (std::size_t k = 0; k < n; ++k) {
        const B& b = bounds[keys[k].index];
        boxes.lo[k] = keys[k].lo;
        boxes.hi[k] = b.hi[axis] + margin;
        boxes.index[k] = keys[k].index;
        int other = 0;
        for (int d = 0; d < D; ++d) {
            if (d == axis) continue;
            const auto o = static_cast<std::size_t>(other++);
            boxes.otherLo[o][k] = b.lo[d];
            boxes.otherHi[o][k] = b.hi[d] + margin;
        }
    }
    return boxes;
}

template <int D, class B> std::vector<CandidatePair> sweepAndPrune(std::span<const B> bounds, double margin) {
    const SweepBoxes<D> boxes = sortedBoxes<D>(bounds, margin);
    const std::size_t n = boxes.lo.size();
    std::vector<std::uint64_t> packed;
    packed.reserve(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
        const double end = boxes.hi[i];
        // lo[i] <= lo[j] <= hi[j] holds by the sort, so lo[j] <= hi[i] is the whole sweep-axis test.
        for (std::size_t j = i + 1; j < n && boxes.lo[j] <= end; ++j) {
            bool meet = true;
            for (std::size_t o = 0; o + 1 < static_cast<std::size_t>(D); ++o)
                meet = meet && boxes.otherLo[o][j] <= boxes.otherHi[o][i] && boxes.otherLo[o][i] <= boxes.otherHi[o][j];
            if (meet) packed.push_back(pack(boxes.index[i], boxes.index[j]));
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
