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
/// The storage is left uninitialised and copies move only the first size()
/// items, so a report with room for 128 axes costs what its few axes cost
/// (value-initialising the whole array made a 2D box report about 3 times slower).
template <class T, std::size_t Capacity> class InlineVector {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                  "InlineVector holds plain values");

public:
    using value_type = T;
    InlineVector() {} // NOLINT: the items are deliberately not initialised
    InlineVector(const InlineVector& other) : size_(other.size_) { copyItems(other); }
    InlineVector& operator=(const InlineVector& other) {
        if (this != &other) {
            size_ = other.size_;
            copyItems(other);
        }
        return *this;
    }
    ~InlineVector() = default;

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    static constexpr std::size_t capacity() { return Capacity; }
    void clear() { size_ = 0; }
    /// Grows or shrinks to n items; new items are left unwritten, for the
    /// caller to write in place (T is a plain value; the storage's bytes
    /// provide it).
    void resizeForOverwrite(std::size_t n) {
        assert(n <= Capacity);
        size_ = n;
    }
    void push_back(const T& value) {
        assert(size_ < Capacity);
        ::new (static_cast<void*>(bytes_ + size_ * sizeof(T))) T(value);
        ++size_;
    }
    T& operator[](std::size_t i) {
        assert(i < size_);
        return data()[i];
    }
    const T& operator[](std::size_t i) const {
        assert(i < size_);
        return data()[i];
    }
    T* begin() { return data(); }
    T* end() { return data() + size_; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + size_; }
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
