// SPDX-License-Identifier: MIT
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
#include <cstring>
#include <new>
#include <string>
#include <type_traits>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

// The library is compiled with GLM's default settings, in which vectors are packed: a float vec3 is three
// floats. GLM_FORCE_DEFAULT_ALIGNED_GENTYPES (with GLM_FORCE_INTRINSICS) pads vec3 to four, and code built that way
// would read SATlab's shapes and reports with another layout than the library writes them in.
static_assert(sizeof(glm::vec3) == 3 * sizeof(float) && sizeof(glm::dvec3) == 3 * sizeof(double) &&
                  sizeof(glm::dvec2) == 2 * sizeof(double),
              "SATlab needs GLM's packed vectors: do not define GLM_FORCE_DEFAULT_ALIGNED_GENTYPES where SATlab's "
              "headers are included");

namespace sat {

/// A 2D vector of T (float or double), world space unless stated otherwise.
template <class T> using Vec2 = glm::vec<2, T, glm::defaultp>;
/// A 3D vector of T (float or double), world space unless stated otherwise.
template <class T> using Vec3 = glm::vec<3, T, glm::defaultp>;

/// Closed interval [min, max] of a shape's projection onto an axis.
template <class T> struct Interval {
    T min; ///< lower end
    T max; ///< upper end
};

/// Signed gap between two projected intervals: > 0 gap, < 0 overlap depth
/// (the smaller push that makes them touch, in either direction), 0 touching.
template <class T> constexpr T intervalSeparation(const Interval<T>& a, const Interval<T>& b) {
    const T bAfterA = b.min - a.max;
    const T aAfterB = a.min - b.max;
    return bAfterA > aAfterB ? bAfterA : aAfterB;
}

/// A pair's answer: a gap, touching (separation exactly 0, or within the tolerance), or overlapping.
enum class Verdict : std::uint8_t { Separated, Touching, Overlapping };

/// "separated", "touching" or "overlapping".
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

/// Which shape of a pair: the normal points from A to B.
enum class Role : std::uint8_t { A, B };

/// A vector with inline storage and a fixed capacity: reports never allocate.
/// The storage is left uninitialised and copies move only the first size()
/// items, so a report with room for 128 axes costs what its few axes cost
/// (value-initialising the whole array made a 2D box report about 3 times slower).
template <class T, std::size_t Capacity> class InlineVector {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>, "InlineVector holds plain values");

public:
    /// The item type, as in std::vector.
    using value_type = T;
    /// No items; the storage is left unwritten.
    InlineVector() {} // NOLINT: the items are deliberately not initialised
    /// Copies other's items, and only those.
    InlineVector(const InlineVector& other) : size_(other.size_) { copyItems(other); }
    /// Copies other's items, and only those.
    InlineVector& operator=(const InlineVector& other) {
        if (this != &other) {
            size_ = other.size_;
            copyItems(other);
        }
        return *this;
    }
    /// Nothing to free: the items are plain values stored inline.
    ~InlineVector() = default;

    /// Number of items.
    std::size_t size() const { return size_; }
    /// True when there are no items.
    bool empty() const { return size_ == 0; }
    /// Most items it can hold.
    static constexpr std::size_t capacity() { return Capacity; }
    /// No items.
    void clear() { size_ = 0; }
    /// Grows or shrinks to n items; new items are left unwritten, for the
    /// caller to write in place (T is a plain value; the storage's bytes
    /// provide it).
    void resizeForOverwrite(std::size_t n) {
        assert(n <= Capacity);
        size_ = n;
    }
    /// Appends an item; asserts (debug builds) there is room.
    void push_back(const T& value) {
        assert(size_ < Capacity);
        ::new (static_cast<void*>(bytes_ + size_ * sizeof(T))) T(value);
        ++size_;
    }
    /// Item i; asserts (debug builds) i < size().
    T& operator[](std::size_t i) {
        assert(i < size_);
        return data()[i];
    }
    const T& operator[](std::size_t i) const {
        assert(i < size_);
        return data()[i];
    }
    /// Iterators over the items, as in std::vector.
    T* begin() { return data(); }
    /// One past the last item.
    T* end() { return data() + size_; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + size_; }
    /// The last item; the vector must not be empty.
    T& back() { return data()[size_ - 1]; }
    const T& back() const { return data()[size_ - 1]; }

private:
    T* data() { return std::launder(reinterpret_cast<T*>(bytes_)); }
    const T* data() const { return std::launder(reinterpret_cast<const T*>(bytes_)); }
    void copyItems(const InlineVector& other) {
        if (size_ > 0) std::memcpy(bytes_, other.bytes_, size_ * sizeof(T)); // trivially copyable: creates the items
    }

    alignas(T) unsigned char bytes_[Capacity * sizeof(T)];
    std::size_t size_ = 0;
};

} // namespace sat
