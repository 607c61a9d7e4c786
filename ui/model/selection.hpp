// SPDX-License-Identifier: MIT
#pragma once
// Which shapes are selected, and which pair the overlays inspect.
//
// Shapes are named in the selection (names are unique in a scene and survive
// undo, which restores whole scenes). The first selected shape is A, the
// second B: a pair's normal and MTV point from A to B.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sat/scene.hpp"

namespace ui {

class Selection {
public:
    /// A click on a shape. Without shift it selects that shape alone. With
    /// shift it toggles the shape: adds it as B (replacing an earlier B) or
    /// removes it if it was selected.
    void click(const std::string& name, bool shift);
    void clear() { names_.clear(); }
    void set(std::vector<std::string> names);
    bool contains(std::string_view name) const;
    bool empty() const { return names_.empty(); }
    std::size_t size() const { return names_.size(); }
    /// Selected names, A first (at most two).
    const std::vector<std::string>& names() const { return names_; }
    const std::string* primary() const { return names_.empty() ? nullptr : &names_[0]; }
    /// Drops names the scene no longer has (after delete or undo).
    void prune(const sat::Scene& scene);
    /// Renames an entry (after a rename in the inspector).
    void rename(std::string_view from, const std::string& to);

private:
    std::vector<std::string> names_;
};

/// How two shapes of the scene relate, from their SAT report.
struct PairRelation {
    std::string a, b;
    bool intersecting = false; ///< touching or overlapping
    double depth = 0.0;        ///< penetration depth (>= 0) when intersecting
    double distance = 0.0;     ///< gap when separated
};

struct InspectedPair {
    std::string a, b;
    bool operator==(const InspectedPair&) const = default;
};

/// The pair the overlays explain: the two selected shapes; with one selected,
/// the shape it overlaps most deeply, or when it overlaps none the nearest
/// one (so a single box always shows why it is separated). The selected shape
/// is A. nullopt with nothing selected or nothing to pair with.
std::optional<InspectedPair> inspectedPair(const Selection& selection, const std::vector<PairRelation>& relations);

/// With nothing selected, a scene that shows exactly two shapes (hidden ones
/// not counted) inspects that pair, the first in the scene as A: a two-shape
/// scene opens with its axes explained. nullopt otherwise (then
/// inspectedPair decides).
std::optional<InspectedPair> onlyPair(const Selection& selection, const sat::Scene& scene);

/// "A and B", or with other names "box (A) and floor (B)": the pair's title
/// on the verdict banner and in figures.
std::string pairTitle(const InspectedPair& names);

/// The index of the shape called `name` in the scene, nullopt if none is.
std::optional<std::size_t> shapeIndex(const sat::Scene& scene, std::string_view name);

} // namespace ui
