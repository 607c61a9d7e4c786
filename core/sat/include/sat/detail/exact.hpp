// SPDX-License-Identifier: MIT
#pragma once
// Exact arithmetic on doubles: sums and products held as floating-point
// expansions, so that the sign of a polynomial in the stored coordinates is
// decided without rounding.
//
// An expansion is a sum of doubles whose binary magnitudes do not overlap,
// kept in increasing order of magnitude with the zeros removed; its sign is
// the sign of its last (largest) term. The building blocks are the error-free
// transformations of Dekker and Knuth (twoSum, twoProduct) and Shewchuk's
// Grow-Expansion and Scale-Expansion ("Adaptive Precision Floating-Point
// Arithmetic and Fast Robust Geometric Predicates", Discrete & Computational
// Geometry 18, 1997, sections 2.4-2.6).
//
// Preconditions: round-to-nearest (the default), no -ffast-math, and no
// overflow or underflow in any product or sum: every factor's magnitude in
// [2^-450, 2^450] or zero keeps a product of up to two such terms' errors
// representable. Float inputs widen to double exactly.
//
// Capacities are compile-time: each operation's result type holds the
// largest number of terms it can produce, so nothing allocates and nothing
// throws. Expansions are meant for the rare cases a floating-point filter
// cannot decide (docs/accuracy.md).

#include <array>
#include <cmath>
#include <cstddef>

namespace sat::exact {

/// x + y == a + b exactly, x = fl(a + b) (Knuth's TwoSum: no branch, any order).
inline void twoSum(double a, double b, double& x, double& y) {
    x = a + b;
    const double bVirtual = x - a;
    const double aVirtual = x - bVirtual;
    y = (a - aVirtual) + (b - bVirtual);
}

/// x + y == a * b exactly, x = fl(a * b); the fused multiply-add gives the
/// rounding error of the product in one operation.
inline void twoProduct(double a, double b, double& x, double& y) {
    x = a * b;
    y = std::fma(a, b, -x);
}

/// A nonoverlapping expansion of at most N terms, smallest first, no zero
/// terms (the value 0 has no terms).
template <std::size_t N> class Expansion {
public:
    static constexpr std::size_t kCapacity = N;

    Expansion() = default;
    /// The exact value of one double.
    explicit Expansion(double x) requires(N >= 1) {
        if (x != 0.0) push(x);
    }

    std::size_t size() const { return size_; }
    double term(std::size_t i) const { return terms_[i]; }

    /// -1, 0 or +1: the exact sign of the value.
    int sign() const {
        if (size_ == 0) return 0;
        return terms_[size_ - 1] > 0.0 ? 1 : -1;
    }
    /// The value rounded to double (the terms added smallest first: within
    /// a few units in the last place, and with the exact value's sign, which
    /// a nonoverlapping largest term always dominates).
    double estimate() const {
        double sum = 0.0;
        for (std::size_t i = 0; i < size_; ++i) sum += terms_[i];
        return sum;
    }
    Expansion negated() const {
        Expansion out = *this;
        for (std::size_t i = 0; i < size_; ++i) out.terms_[i] = -out.terms_[i];
        return out;
    }
    Expansion abs() const { return sign() < 0 ? negated() : *this; }

    /// Appends a term larger in magnitude than every term so far (used by
    /// the algorithms below, which produce terms in increasing order).
    void push(double term) { terms_[size_++] = term; }

private:
    std::array<double, N> terms_;
    std::size_t size_ = 0;
};

/// a + b exactly, as an expansion of at most two terms.
inline Expansion<2> sum(double a, double b) {
    double x, y;
    twoSum(a, b, x, y);
    Expansion<2> out;
    if (y != 0.0) out.push(y);
    if (x != 0.0) out.push(x);
    return out;
}
/// a - b exactly.
inline Expansion<2> difference(double a, double b) { return sum(a, -b); }
/// a * b exactly.
inline Expansion<2> product(double a, double b) {
    double x, y;
    twoProduct(a, b, x, y);
    Expansion<2> out;
    if (y != 0.0) out.push(y);
    if (x != 0.0) out.push(x);
    return out;
}

/// e + b exactly (Shewchuk's Grow-Expansion with zero elimination).
template <std::size_t N> Expansion<N + 1> grow(const Expansion<N>& e, double b) {
    Expansion<N + 1> out;
    double q = b;
    for (std::size_t i = 0; i < e.size(); ++i) {
        double qNew, h;
        twoSum(q, e.term(i), qNew, h);
        if (h != 0.0) out.push(h);
        q = qNew;
    }
    if (q != 0.0) out.push(q);
    return out;
}

/// e + f exactly: f's terms grown into e one by one. Quadratic in the term
/// counts, which stay small after zero elimination on the filter's rare
/// undecided cases.
template <std::size_t N, std::size_t M> Expansion<N + M> operator+(const Expansion<N>& e, const Expansion<M>& f) {
    Expansion<N + M> out;
    for (std::size_t i = 0; i < e.size(); ++i) out.push(e.term(i));
    for (std::size_t j = 0; j < f.size(); ++j) {
        const Expansion<N + M + 1> grown = grow(out, f.term(j));
        Expansion<N + M> next; // grown has at most size(out) + 1 <= N + M terms
        for (std::size_t k = 0; k < grown.size(); ++k) next.push(grown.term(k));
        out = next;
    }
    return out;
}
template <std::size_t N, std::size_t M> Expansion<N + M> operator-(const Expansion<N>& e, const Expansion<M>& f) {
    return e + f.negated();
}

/// e * b exactly (Shewchuk's Scale-Expansion with zero elimination).
template <std::size_t N> Expansion<2 * N> scale(const Expansion<N>& e, double b) {
    Expansion<2 * N> out;
    if (e.size() == 0 || b == 0.0) return out;
    double q, h;
    twoProduct(e.term(0), b, q, h);
    if (h != 0.0) out.push(h);
    for (std::size_t i = 1; i < e.size(); ++i) {
        double high, low, partial;
        twoProduct(e.term(i), b, high, low);
        twoSum(q, low, partial, h);
        if (h != 0.0) out.push(h);
        double qNew;
        twoSum(high, partial, qNew, h); // Fast-Two-Sum in the paper; TwoSum needs no ordering
        if (h != 0.0) out.push(h);
        q = qNew;
    }
    if (q != 0.0) out.push(q);
    return out;
}

/// e * f exactly: the sum of e scaled by each term of f.
template <std::size_t N, std::size_t M> Expansion<2 * N * M> operator*(const Expansion<N>& e, const Expansion<M>& f) {
    Expansion<2 * N * M> out;
    for (std::size_t j = 0; j < f.size(); ++j) {
        const Expansion<2 * N> part = scale(e, f.term(j));
        const Expansion<2 * N* M + 2 * N> grown = out + part;
        Expansion<2 * N * M> next; // a partial product of j + 1 terms of f has at most 2 N (j + 1) terms
        for (std::size_t k = 0; k < grown.size(); ++k) next.push(grown.term(k));
        out = next;
    }
    return out;
}

/// -1, 0 or +1: the exact sign of a - b.
template <std::size_t N, std::size_t M> int compare(const Expansion<N>& a, const Expansion<M>& b) { return (a - b).sign(); }

} // namespace sat::exact
