// SPDX-License-Identifier: MIT
// Filling the structure-of-arrays boxes of sat/batch.hpp.

#include <atomic>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <new>

#include "sat/batch.hpp"

namespace sat::batch {

namespace detail {
namespace {
constexpr std::align_val_t kLine{64};
constexpr std::size_t kLineBytes = 64;
constexpr std::size_t kPageBytes = 4096;
/// Arrays of this many bytes or more get a colour (an offset into the page).
constexpr std::size_t kColouredBytes = kPageBytes;
/// Arrays of this many bytes or more are left where the default allocator
/// puts them (16-byte aligned): they are read from memory, not from a cache,
/// and there colours and page alignment make the streaming kernels slower
/// than malloc's own placement (docs/performance.md, "Memory layout").
constexpr std::size_t kStreamedBytes = std::size_t{1} << 20U;
/// Colour k starts 5k cache lines (320k bytes) into the page: 12 colours at
/// lines 0, 5, ..., 55, so any 12 arrays made one after the other (the 12 of
/// a 2D pair) lie at least 5 lines apart modulo the page: arrays closer than
/// that compete for the same L1 sets and slow the cached 2D kernel
/// (docs/performance.md, "Memory layout").
constexpr std::size_t kColours = 12;
constexpr std::size_t kColourStride = 5 * kLineBytes;
std::atomic<std::size_t> nextColour{0};

/// How an array of `count` floats is placed; allocate and deallocate both ask.
enum class Placement : std::uint8_t { Line, Coloured, Streamed };
Placement placementOf(std::size_t count) {
    const std::size_t bytes = count * sizeof(float);
    return bytes < kColouredBytes ? Placement::Line : bytes < kStreamedBytes ? Placement::Coloured : Placement::Streamed;
}
} // namespace

float* allocateFloats(std::size_t count) {
    if (count > SIZE_MAX / sizeof(float) - kLineBytes - kPageBytes) throw std::bad_array_new_length();
    const std::size_t bytes = count * sizeof(float);
    switch (placementOf(count)) {
    case Placement::Line: return static_cast<float*>(::operator new(bytes, kLine));
    case Placement::Streamed: return static_cast<float*>(::operator new(bytes));
    case Placement::Coloured: break;
    }
    // One line for the pointer to the block, then up to a page of colour.
    auto* block = static_cast<unsigned char*>(::operator new(bytes + kLineBytes + kPageBytes, kLine));
    const std::size_t colour = nextColour.fetch_add(1, std::memory_order_relaxed) % kColours;
    const std::uintptr_t blockPage = reinterpret_cast<std::uintptr_t>(block) % kPageBytes;
    // The first line after the header whose offset in the page is the colour's.
    const std::size_t target = colour * kColourStride;
    const std::size_t skip = kLineBytes + (target + 2 * kPageBytes - blockPage - kLineBytes) % kPageBytes;
    unsigned char* data = block + skip;
    std::memcpy(data - sizeof(block), &block, sizeof(block));
    return reinterpret_cast<float*>(data);
}

void deallocateFloats(float* p, std::size_t count) noexcept {
    switch (placementOf(count)) {
    case Placement::Line: ::operator delete(p, kLine); return;
    case Placement::Streamed: ::operator delete(p); return;
    case Placement::Coloured: break;
    }
    unsigned char* block = nullptr;
    std::memcpy(&block, reinterpret_cast<unsigned char*>(p) - sizeof(block), sizeof(block));
    ::operator delete(block, kLine);
}
} // namespace detail

void Obb2Soa::reserve(std::size_t n) {
    for (auto* field : {&cx, &cy, &ux, &uy, &hx, &hy}) field->reserve(n);
}

void Obb2Soa::clear() {
    for (auto* field : {&cx, &cy, &ux, &uy, &hx, &hy}) field->clear();
}

void Obb2Soa::push_back(const Obb2<float>& box) {
    // The kernels rebuild the y axis as (-uy, ux); Obb2 promises exactly that.
    assert(box.axisY.x == -box.axisX.y && box.axisY.y == box.axisX.x);
    cx.push_back(box.center.x);
    cy.push_back(box.center.y);
    ux.push_back(box.axisX.x);
    uy.push_back(box.axisX.y);
    hx.push_back(box.halfExtents.x);
    hy.push_back(box.halfExtents.y);
}

void Obb2Soa::push_back(const Aabb2<float>& box) { push_back(Obb2<float>::fromAabb(box)); }

Obb2<float> Obb2Soa::get(std::size_t i) const {
    return Obb2<float>{{cx[i], cy[i]}, {hx[i], hy[i]}, {ux[i], uy[i]}, {-uy[i], ux[i]}};
}

Obb2Soa Obb2Soa::fromShapes(std::span<const Obb2<float>> boxes) {
    Obb2Soa soa;
    soa.reserve(boxes.size());
    for (const auto& box : boxes) soa.push_back(box);
    return soa;
}

namespace {
/// The fields in the order of a 3x3 matrix stored row by row.
std::array<FloatArray*, 9> rotationFields(Obb3Soa& soa) {
    return {&soa.r00, &soa.r01, &soa.r02, &soa.r10, &soa.r11, &soa.r12, &soa.r20, &soa.r21, &soa.r22};
}
std::array<const FloatArray*, 9> rotationFields(const Obb3Soa& soa) {
    return {&soa.r00, &soa.r01, &soa.r02, &soa.r10, &soa.r11, &soa.r12, &soa.r20, &soa.r21, &soa.r22};
}
} // namespace

void Obb3Soa::reserve(std::size_t n) {
    for (auto* field : {&cx, &cy, &cz, &hx, &hy, &hz}) field->reserve(n);
    for (auto* field : rotationFields(*this)) field->reserve(n);
}

void Obb3Soa::clear() {
    for (auto* field : {&cx, &cy, &cz, &hx, &hy, &hz}) field->clear();
    for (auto* field : rotationFields(*this)) field->clear();
}

void Obb3Soa::push_back(const Obb3<float>& box) {
    cx.push_back(box.center.x);
    cy.push_back(box.center.y);
    cz.push_back(box.center.z);
    const auto fields = rotationFields(*this);
    for (std::size_t row = 0; row < 3; ++row) {
        for (std::size_t column = 0; column < 3; ++column) {
            fields[3 * row + column]->push_back(box.axes[column][static_cast<int>(row)]);
        }
    }
    hx.push_back(box.halfExtents.x);
    hy.push_back(box.halfExtents.y);
    hz.push_back(box.halfExtents.z);
}

void Obb3Soa::push_back(const Aabb3<float>& box) { push_back(Obb3<float>::fromAabb(box)); }

Obb3<float> Obb3Soa::get(std::size_t i) const {
    Obb3<float> box;
    box.center = {cx[i], cy[i], cz[i]};
    box.halfExtents = {hx[i], hy[i], hz[i]};
    const auto fields = rotationFields(*this);
    for (std::size_t row = 0; row < 3; ++row) {
        for (std::size_t column = 0; column < 3; ++column) {
            box.axes[column][static_cast<int>(row)] = (*fields[3 * row + column])[i];
        }
    }
    return box;
}

Obb3Soa Obb3Soa::fromShapes(std::span<const Obb3<float>> boxes) {
    Obb3Soa soa;
    soa.reserve(boxes.size());
    for (const auto& box : boxes) soa.push_back(box);
    return soa;
}

} // namespace sat::batch
