#pragma once
// Vocabulary shared by every SAT query: scalars, intervals, verdicts and the
// small fixed-capacity vector that keeps reports allocation-free.
//
// Conventions (all of SATlab): world y-up, angles counter-clockwise, radians
// inside core. A pair's normal points from A to B; moving B by depth * normal
// separates them. separation > 0 is a gap, < 0 an overlap, 0 touching. Shapes
// are closed sets, so touching counts as intersecting.

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace sat {

template <class T> using Vec2 = glm::vec<2, T, glm::defaultp>;
template <class T> using Vec3 = glm::vec<3, T, glm::defaultp>;

/// Closed interval [min, max] of a shape's projection onto an axis.
template <class T> struct Interval {
    T min;
    T max;
};

/// Signed gap between two projected intervals: > 0 gap, < 0 overlap depth
/// (the smaller push that makes them touch, in either direction), 0 touching.
template <class T> constexpr T intervalSeparation(const Interval<T>& a, const Interval<T>& b) {
    const T bAfterA = b.min - a.max;
    const T aAfterB = a.min - b.max;
    return bAfterA > aAfterB ? bAfterA : aAfterB;
}

enum class Verdict : std::uint8_t { Separated, Touching, Overlapping };

inline const char* toString(Verdict v) {
    switch (v) {
    case Verdict::Separated: return "separated";
    case Verdict::Touching: return "touching";
    case Verdict::Overlapping: return "overlapping";
    }
    return "?";
}

/// Classify the best (largest) axis separation. `tolerance` >= 0; with 0 the
/// comparison is exact.
template <class T> constexpr Verdict classify(T bestSeparation, T tolerance) {
    if (bestSeparation > tolerance) return Verdict::Separated;
    if (bestSeparation < -tolerance) return Verdict::Overlapping;
    return Verdict::Touching;
}

enum class Role : std::uint8_t { A, B };

/// A vector with inline storage and a fixed capacity: reports never allocate.
template <class T, std::size_t Capacity> class InlineVector {
public:
    using value_type = T;
    constexpr std::size_t size() const { return size_; }
    constexpr bool empty() const { return size_ == 0; }
    static constexpr std::size_t capacity() { return Capacity; }
    constexpr void clear() { size_ = 0; }
    constexpr void push_back(const T& value) {
        assert(size_ < Capacity);
        items_[size_++] = value;
    }
    constexpr T& operator[](std::size_t i) {
        assert(i < size_);
        return items_[i];
    }
    constexpr const T& operator[](std::size_t i) const {
        assert(i < size_);
        return items_[i];
    }
    constexpr T* begin() { return items_.data(); }
    constexpr T* end() { return items_.data() + size_; }
    constexpr const T* begin() const { return items_.data(); }
    constexpr const T* end() const { return items_.data() + size_; }
    constexpr T& back() { return items_[size_ - 1]; }
    constexpr const T& back() const { return items_[size_ - 1]; }

private:
    std::array<T, Capacity> items_{};
    std::size_t size_ = 0;
};

} // namespace sat
