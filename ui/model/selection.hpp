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

// On screen and in figures a shape is always called by its name, never by its
// role in the test: the pair's first shape (the SAT's A, the one the normal
// points away from) is named first, the second (B) second, and an axis is
// labelled with the shapes it comes from ("B.edge2" is shape B's edge 2,
// whatever its role). A shape named "B" that is the pair's first is then never
// called "A" (docs/app.md, "Names and roles"). The command line's text keeps
// the role letters (docs/cli.md).

/// "box and floor", "B and A": the pair's title on the verdict banner and in
/// figures, the first shape first.
std::string pairTitle(const InspectedPair& names);

/// An axis label as the core writes it by role ("A.x", "B.edge2",
/// "A.edge1×B.edge2", "B.closest-vertex1-to-A.end0") with each role letter
/// replaced by the name of the pair's shape in that role: "box.x", and after
/// `select B A` "B.edge2×A.edge0".
std::string namedAxisLabel(std::string_view label, const InspectedPair& names);

/// The index of the shape called `name` in the scene, nullopt if none is.
std::optional<std::size_t> shapeIndex(const sat::Scene& scene, std::string_view name);

} // namespace ui
