// SPDX-License-Identifier: MIT
#pragma once
// The Findings panel: the lint of `satlab check --near D` in the window.
// Overlapping, touching and near-miss pairs of the scene (with a summary per
// layer for imported maps); clicking one inspects that pair with all its axes.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "sat/check.hpp"
#include "sat/scene.hpp"
#include "sat/tiled.hpp"

namespace ui {

class Document;
class Selection;
struct StatusLine;
struct ViewState;

/// One finding, as listed: the pair, its kind and how far apart (or deep).
struct LintFinding {
    std::string a, b;
    std::string kind;      ///< "overlapping", "touching" or "near" (sat::pairKind)
    double separation = 0; ///< distance when near, -depth when overlapping, 0 touching
};

/// Findings of a scene with near-miss distance `near` (>= 0), most severe
/// first: overlapping (deepest first), touching, then near misses (closest
/// first); ties keep scene order. Pieces of one collider are never paired.
struct LintReport {
    std::vector<LintFinding> findings;
    std::vector<sat::CheckLayerSummary> layers; ///< one per scene group (empty without groups)
    int shapes = 0;
};
LintReport lintScene(const sat::Scene& scene, double near);

struct LintPanelState {
    bool open = false;         ///< View > Findings; opens by itself when a map is loaded
    float nearDistance = 1.0f; ///< world units (map pixels for imported maps)
    bool showTouching = true;  ///< tile layers touch by design: allow hiding them
    std::optional<LintReport> report;
    std::string error;                          ///< why the lint could not run (e.g. a 3D/2D problem)
    std::uint64_t revision = ~std::uint64_t{0}; ///< document revision the report is for
    float computedNear = -1.0f;
    bool autoOpened = false; ///< opened once for this scene already
    /// What the import of the open map left out (skipped objects with why, warnings); empty for scenes.
    std::vector<sat::SkippedObject> skipped;
    std::vector<std::string> importWarnings;
};

/// Opens a scene file or a Tiled map (sat::openSceneOrTiledMap: the file is read once) and keeps the map's
/// skipped objects and warnings in `lint` for the panel (cleared for scenes); `tiledMap`, when given, says
/// whether it was a map. Throws as the loaders do.
sat::Scene loadForLint(const std::filesystem::path& file, LintPanelState& lint, bool* tiledMap = nullptr);
/// Shows or hides every shape of layer `group` (a scene group) as one undo step; false when nothing changed.
bool setLayerVisible(Document& document, const std::string& group, bool visible);

/// What the Findings panel reads and changes.
struct LintPanelParts {
    Document& document;   ///< a layer's checkbox shows or hides it
    Selection& selection; ///< a finding's click selects its pair
    LintPanelState& lint;
    ViewState& view;    ///< theme, scale; a finding's click frames its pair
    StatusLine& status; ///< what a click inspects
    double now = 0.0;
};

/// The panel (no-op while closed). Recomputes when the scene or D changes.
void drawLintPanel(const LintPanelParts& parts);
/// Inspects a finding's pair: selects A and B and frames them (2D).
void inspectFinding(const LintPanelParts& parts, const LintFinding& finding);

} // namespace ui
