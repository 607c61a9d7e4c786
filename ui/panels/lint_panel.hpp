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

#include <glm/vec2.hpp>

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
    glm::dvec2 mapTileSize{};       ///< the open Tiled map's tile size (world units); (0, 0) for scenes
    bool scrollToTop = true;        ///< the next frame shows the list from its first row (the panel reopened, a scene loaded)
    bool scrollToInspected = false; ///< the next frame scrolls the list to the inspected finding (N / Shift+N)
    float listScrollY = 0.0f;       ///< the list's scroll offset in the last frame, in pixels
    float listHeight = 0.0f;        ///< the list's height in the last frame, in pixels (it never shrinks below kMinListRows)
    std::string intendedError;      ///< why the open file's sidecar of intended findings did not load; empty: it did

    /// What a click in the list asks for; the editor carries it out after the
    /// panel is drawn (applyFindingRequest in ui/editor/findings_actions.hpp).
    struct Request {
        enum class Kind { Inspect, Mark, Unmark } kind = Kind::Inspect;
        LintFinding finding;
    };
    std::optional<Request> request;
};

/// The finding list keeps at least this many rows' height whatever is expanded above it.
inline constexpr int kMinListRows = 8;
/// The "Not imported" and "Per layer" sections show at most this many rows, then scroll.
inline constexpr int kMaxSectionRows = 6;

/// Opens a scene file or a Tiled map (sat::openSceneOrTiledMap: the file is read once) and keeps the map's
/// skipped objects and warnings in `lint` for the panel (cleared for scenes); `tiledMap`, when given, says
/// whether it was a map. Throws as the loaders do.
sat::Scene loadForLint(const std::filesystem::path& file, LintPanelState& lint, bool* tiledMap = nullptr);
/// Shows or hides every shape of layer `group` (a scene group) as one undo step; false when nothing changed.
bool setLayerVisible(Document& document, const std::string& group, bool visible);

/// The findings the list shows, in its order: both shapes visible, touching
/// pairs only with `showTouching`. `hidden` counts those left out for a hidden shape.
std::vector<const LintFinding*> listedFindings(const LintReport& report, const sat::Scene& scene, bool showTouching,
                                               std::size_t* hidden = nullptr);
/// The row in `listed` of the inspected pair (selection A then B), or -1.
int inspectedRow(const std::vector<const LintFinding*>& listed, const std::vector<std::string>& selection);
/// The row N (direction +1) or Shift+N (-1) goes to from `current` (-1: none
/// inspected) in a list of `count` rows: the next or previous, wrapping
/// around; from none, the first or the last. -1 when the list is empty.
int steppedRow(int current, int count, int direction);
/// How far apart or how deep, as the list shows it ("overlap 5.66", "gap 0.25", "touching").
std::string findingAmount(const LintFinding& finding);
/// Lints the scene again when it or the near-miss distance changed since the last report.
void refreshFindings(LintPanelState& lint, const Document& document);

/// What the Findings panel reads and changes.
struct LintPanelParts {
    Document& document;   ///< a layer's checkbox shows or hides it
    Selection& selection; ///< the inspected pair is marked in the list
    LintPanelState& lint;
    ViewState& view; ///< theme, scale, the dock
};

/// The panel (no-op while closed). Recomputes when the scene or D changes. A
/// click on a finding or its "intended" box is left in `lint.request`.
void drawLintPanel(const LintPanelParts& parts);

} // namespace ui
