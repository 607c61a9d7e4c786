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
class EditorState;

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
    bool scrollToTop = true;        ///< the next frame shows the list from its first row (the panel reopened, a scene loaded)
    bool scrollToInspected = false; ///< the next frame scrolls the list to the inspected finding (N / Shift+N)
    float listScrollY = 0.0f;       ///< the list's scroll offset in the last frame, in pixels
    float listHeight = 0.0f;        ///< the list's height in the last frame, in pixels (it never shrinks below kMinListRows)
    std::string intendedError;      ///< why the open file's sidecar of intended findings did not load; empty: it did
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
/// N / Shift+N: inspects the next or previous listed finding and scrolls the
/// list to it, opening the panel. False (a status message) when nothing is listed.
bool stepFinding(EditorState& state, int direction);

/// What the Findings panel lists now, as plain text for scripts (`dump-findings`):
/// `inspected: A B` (or `inspected: none`), `list: scroll Y height H` (pixels, the
/// last frame's), then one line per listed finding, `KIND A × B AMOUNT`, the
/// inspected one marked `>`.
std::string findingsPanelText(const EditorState& state);

/// Marks or unmarks `finding` as intended (one undo step) and saves the marks
/// to the sidecar next to the open file at once (saveIntendedMarks). Refused,
/// with a status message, without a file or while its sidecar did not load.
bool markIntended(EditorState& state, const LintFinding& finding, bool intended);
/// I: marks the inspected finding as intended, or unmarks it.
bool toggleInspectedIntended(EditorState& state);
/// Writes the document's marks to the open file's sidecar (atomically); a
/// failure is shown in a message. No-op without a file or while the sidecar
/// did not load (it is never overwritten then).
void saveIntendedMarks(EditorState& state);
/// Reads the sidecar of `file` into the document's marks; a sidecar that does
/// not load is shown in a message, named with its place, and left as it is.
void loadIntendedMarks(EditorState& state, const std::filesystem::path& file);

/// The panel (no-op while closed). Recomputes when the scene or D changes.
void drawLintPanel(EditorState& state);
/// Inspects a finding's pair: selects A and B and frames them, in the 2D
/// view or the 3D one (the camera keeps its direction and moves to fit them).
void inspectFinding(EditorState& state, const LintFinding& finding);

} // namespace ui
