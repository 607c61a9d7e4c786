// SPDX-License-Identifier: MIT
#pragma once
// Figures: the viewport picture of a scene, without panels or handles, for
// docs, books and bug reports, as PNG or SVG from the same drawing code.
//
// Pipeline (one dispatch point, so the 3D view can plug in):
//   FigureOptions --buildFigure--> Figure --drawFigure(Canvas&)--> any Canvas
//     SVG: figureSvg() draws into an SvgCanvas (ui, no GL);
//     PNG: the app draws into an ImGuiCanvas over an offscreen framebuffer
//          (app/figure_renderer.hpp), supersampled and averaged.
// A Figure is laid out in its own pixels ("layout px", `size`); `scale`
// draws the same figure with more pixels (a ScaledCanvas).
//
// drawFigure dispatches on the scene: 2D through the viewport's own drawing
// functions, 3D through ui::drawFigure3d (ui/figure/figure3d.hpp, painter's
// algorithm through the Canvas, so PNG and SVG agree there too).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"
#include "sat/snags.hpp"
#include "ui/draw/canvas.hpp"
#include "ui/draw/picture.hpp"
#include "ui/draw/svg_canvas.hpp"
#include "ui/draw/theme.hpp"
#include "ui/model/analysis.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/selection.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/model/view_transform.hpp"

namespace ui {

inline constexpr int kMaxFigureSide = 8192; ///< output pixels, either side
inline constexpr int kMaxSupersample = 4;

enum class FigureFormat { Png, Svg };

/// The overlay names a list may hold, in a fixed order: grid, labels,
/// overlaps, axes, intervals, mtv, contacts (plus "all" and "none").
const std::vector<std::string>& overlayNames();
/// Parses a comma-separated list of overlay names into toggles (what is not
/// named is off). nullopt with *error naming the unknown entry.
std::optional<OverlayToggles> parseOverlayList(std::string_view list, std::string* error);
/// The names of the groups that are on, comma-separated (parseOverlayList's inverse).
std::string overlayList(const OverlayToggles& toggles);
/// Every overlay group on, without the window's verdict banner (a figure has its caption).
OverlayToggles allFigureOverlays();

/// A rectangle in world units, lo = (min x, min y), hi = (max x, max y).
struct WorldRect {
    glm::dvec2 lo{0.0, 0.0}, hi{1.0, 1.0};
};

/// The zoom (px per world unit) at which `rect` just fits a picture of
/// `size` px: the smaller of the two ratios. Not finite for a rectangle
/// too small for doubles (figureOptionsProblem refuses those).
double zoomToFit(const WorldRect& rect, glm::dvec2 size);

struct FigureOptions {
    int width = 1280; ///< layout px
    int height = 800;
    double scale = 1.0;       ///< output px per layout px: the same figure, sharper (> 0)
    int supersample = 2;      ///< PNG: drawn this many times bigger, then averaged (1..4)
    bool transparent = false; ///< no background fill (PNG alpha 0 there; SVG without a background rect)
    bool lightTheme = true;   ///< light for print, else the app's dark theme
    OverlayToggles overlays = allFigureOverlays();
    bool legend = false;  ///< what the colours mean, in a strip at the top
    bool caption = false; ///< the verdict and the deciding axis with its numbers, at the bottom
    bool fitScene = true; ///< frame every visible shape and the lanes; false: keep the given view
    /// 2D: show exactly this world rectangle (centred, at the zoom that fits it, no margin, no zoom limit);
    /// overrides fitScene and the given view. `satlab render --view` (pixel-exact figures of maps).
    std::optional<WorldRect> viewRect;
    std::optional<InspectedPair> pair; ///< none: shapes named A and B, else the first shape and its partner
    bool faceAxesOnly3d = false;       ///< 3D: the six face axes only, as the window's "Face axes only" toggle
    /// Step mode's step, as the window shows it (ui/model/step_mode.hpp): only the lanes run so far, the step's
    /// axis highlighted (3D: drawn), and the step's heading first in the caption. None: the whole test.
    std::optional<StepView> step;
    /// 2D: the snag map's markers over the picture (ui/draw/snag_markers.hpp), as the window draws them while
    /// the Snags panel or its probe is shown; `inspectedSnag` (an index into them) gets its ring.
    std::vector<sat::Snag> snagMarkers;
    std::optional<std::size_t> inspectedSnag;

    /// Output pixels: width x scale by height x scale, rounded.
    glm::ivec2 outputSize() const;
};

/// "" when the options can make a figure, else why not (sizes, scale, supersampling).
std::string figureOptionsProblem(const FigureOptions& options);
/// "" when `scene` can be drawn as a figure with `options`, else why not:
/// a pair that names a shape the scene lacks, or the same shape twice.
std::string figureProblem(const sat::Scene& scene, const FigureOptions& options);

/// Everything one figure draws, resolved: its own copy of the scene, the
/// analysis of the explained pair, the view and the theme.
struct Figure {
    sat::Scene scene;
    Selection selection;
    SceneAnalysis analysis;
    Analysis3dOptions analysis3dOptions; ///< 3D: the options the window's 3D analysis runs with
    ViewTransform view;                  ///< layout px; the picture's rectangle is view.origin / view.size
    /// 3D: look through scene.camera as it is (fitScene off); else from its direction (or the default one), framed.
    bool keepCamera3d = false;
    Theme theme;
    OverlayToggles toggles;
    glm::dvec2 size{1280, 800}; ///< layout px of the whole figure
    double legendHeight = 0;    ///< strip at the top (0: no legend)
    double captionHeight = 0;   ///< strip at the bottom (0: no caption)
    bool transparent = false;
    std::vector<std::string> captionLines;
    std::optional<StepView> step;             ///< FigureOptions::step
    std::vector<sat::Snag> snagMarkers;       ///< FigureOptions::snagMarkers
    std::optional<std::size_t> inspectedSnag; ///< FigureOptions::inspectedSnag
};

/// Builds a figure of `scene` (2D: figureProblem() must be empty).
/// `measure` measures text as the output will (any Canvas's textSize).
/// `currentView`: with fitScene false, the view to keep (its centre and zoom).
Figure buildFigure(const sat::Scene& scene, const FigureOptions& options, const AnalysisOptions& analysisOptions,
                   const Canvas& measure, const ViewTransform* currentView = nullptr);

/// The picture's input for `figure` (2D): its scene, pair, view, theme and overlays, no handles, its step.
PictureInput pictureInput(const Figure& figure);

/// Draws `figure` in layout px: background, picture, legend and caption.
void drawFigure(Canvas& canvas, const Figure& figure);

/// The figure as an SVG document, `scale` output px per layout px.
std::string figureSvg(const Figure& figure, double scale, const TextMetrics& metrics);

/// The caption's lines for an analysis (empty without an inspected pair).
std::vector<std::string> captionLines(const SceneAnalysis& analysis);

} // namespace ui
