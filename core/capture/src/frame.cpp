// SPDX-License-Identifier: MIT
// The small questions about a recorded frame and its shapes.
#include <algorithm>

#include "sat/capture/frame.hpp"

namespace sat::capture {

bool is3d(const RecordedGeometry& geometry) { return geometry.index() >= 6; }

const char* kindName(const RecordedGeometry& geometry) {
    static constexpr const char* kNames[] = {"aabb2", "aabb2", "obb2",  "obb2", "poly2",
                                             "poly2", "aabb3", "aabb3", "obb3", "obb3"};
    return kNames[geometry.index()];
}

const RecordedShape* Frame::find(std::uint64_t id) const {
    const auto it = std::lower_bound(shapes.begin(), shapes.end(), id,
                                     [](const RecordedShape& shape, std::uint64_t wanted) { return shape.id < wanted; });
    return it != shapes.end() && it->id == id ? &*it : nullptr;
}

} // namespace sat::capture
