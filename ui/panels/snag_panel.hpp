// SPDX-License-Identifier: MIT
#pragma once
// The Snags panel (docs/app.md, "The Snags panel"): the seams of the open
// scene or map where a box sliding along the surface catches (sat::findSnags),
// counted per layer and listed; the probe's size and sink; the probe tool;
// and "Merge layer", previewed with the layer's snag counts before and after.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ui/model/analysis.hpp"
#include "ui/model/selection.hpp"
#include "ui/model/snag_view.hpp"

namespace ui {

class Document;
struct ViewState;

/// The probe on screen: where it is, what it touches, and the scene and
/// analysis the picture draws while it is shown (the probe as shape A, the
/// collider it shows as B, the MTV axis highlighted).
struct ProbeView {
    ProbePlacement placement;
    sat::Scene scene;                            ///< the document's scene with the probe added last
    SceneAnalysis analysis;                      ///< of `scene`, inspecting the probe and the shown collider
    Selection selection;                         ///< the probe and the shown collider
    int highlightedAxis = -1;                    ///< the MTV axis in analysis.inspected's report; -1 without a contact
    AnalysisOptions analysedWith;                ///< the SAT panel's options `analysis` is for (changed: analysed again)
    std::uint64_t revision = 0;                  ///< the document revision it was placed in
    std::vector<std::string> selectionWhenShown; ///< the editor's selection then: selecting something else hides a snag's probe
};

struct SnagPanelState {
    bool open = false; ///< View > Snags panel
    /// The panel's fields (world units); 0: the core's default (half the typical tile, a 1e-3 tile sink).
    float probeWidth = 0.0f, probeHeight = 0.0f, sink = 0.0f;
    /// "Use selection as probe": this shape of the scene slides instead of the box of the fields; empty: the box.
    std::string probeCollider;
    /// The open Tiled map's tile size, which the defaults are fractions of; none: the scene's typical shape size.
    std::optional<glm::dvec2> mapTileSize;
    std::optional<SnagMap> map;
    std::string error;                          ///< why findSnags could not run (a probe or sink it cannot use)
    std::uint64_t revision = ~std::uint64_t{0}; ///< document revision the map is for
    SnagSettings computedFor;                   ///< the settings the map is for
    std::size_t runs = 0;                       ///< findSnags runs so far: it runs again only when the scene or settings change
    std::optional<std::size_t> inspected;       ///< index into map->result.snags
    bool probeTool = false;                     ///< P: dragging in the view moves the probe along the surface
    std::optional<ProbeView> probe;             ///< shown at an inspected snag or by the probe tool
    std::string mergeGroup;                     ///< the layer "Merge layer" acts on
    std::optional<LayerMergePreview> preview;   ///< shown until applied, cancelled or stale
    std::string lastMerge;                      ///< "ground: 6 snags before, 0 after": the last applied merge, for the panel

    /// What a click in the panel asks for; the editor carries it out after the panel is drawn.
    struct Request {
        enum class Kind {
            Inspect,
            PreviewMerge,
            ApplyMerge,
            CancelMerge,
            ToggleProbeTool,
            UseSelectionAsProbe, ///< the selected shape becomes the probe
            UseBoxProbe          ///< back to the box of the fields
        } kind = Kind::Inspect;
        std::size_t index = 0; ///< Inspect: the snag
        std::string group;     ///< PreviewMerge: the layer; UseSelectionAsProbe: the shape's name
    };
    std::optional<Request> request;
};

/// The settings the panel's fields ask for (0 or less: the core's default).
SnagSettings snagSettings(const SnagPanelState& snags);
/// Finds the snags again when the scene or the settings changed since the last
/// map; not while an edit (a drag) is under way: the map follows once it ends.
void refreshSnags(SnagPanelState& snags, const Document& document);

/// What the Snags panel reads and changes.
struct SnagPanelParts {
    const Document& document;
    SnagPanelState& snags;
    const ViewState& view;      ///< theme, scale, the dock
    const Selection& selection; ///< "Use selection as probe" takes its first shape
};

/// The panel (no-op while closed). A click is left in `snags.request`.
void drawSnagPanel(const SnagPanelParts& parts);

} // namespace ui
