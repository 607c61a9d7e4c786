// SPDX-License-Identifier: MIT
// The small questions about a recorded frame and its shapes.
#include <algorithm>
#include <iterator>
#include <string_view>

#include "sat/capture/frame.hpp"

namespace sat::capture {

namespace {
/// The kind names in the order of RecordedGeometry's alternatives (a float and a double one each).
constexpr const char* kRecordedKindNames[] = {"aabb2",    "aabb2",    "obb2",    "obb2",    "poly2",    "poly2",
                                              "aabb3",    "aabb3",    "obb3",    "obb3",    "circle2",  "circle2",
                                              "capsule2", "capsule2", "sphere3", "sphere3", "capsule3", "capsule3"};
static_assert(std::size(kRecordedKindNames) == std::variant_size_v<RecordedGeometry>);
} // namespace

bool is3d(const RecordedGeometry& geometry) {
    const std::string_view name = kRecordedKindNames[geometry.index()];
    return name.back() == '3';
}

const char* kindName(const RecordedGeometry& geometry) { return kRecordedKindNames[geometry.index()]; }

const RecordedShape* Frame::find(std::uint64_t id) const {
    const auto it = std::lower_bound(shapes.begin(), shapes.end(), id,
                                     [](const RecordedShape& shape, std::uint64_t wanted) { return shape.id < wanted; });
    return it != shapes.end() && it->id == id ? &*it : nullptr;
}

} // namespace sat::capture
