// SPDX-License-Identifier: MIT
#pragma once
// Screenshots and the "Export figure" dialog in the window (docs/figures.md).
//
// ui has no GL: it writes SVG itself, and PNG through `writePng`, a hook the
// app installs (app/image/figure_hooks.hpp). A screenshot is the finished frame, so
// the editor only asks for one (`screenshotRequested`); the app reads the
// frame back after rendering it and reports the path in the status line.

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ui/figure/figure.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/panels/step_mode_editor.hpp"

namespace ui {

class Document;
struct Modals;
struct AnalysisState;
struct Analysis3dState;
struct Preferences;
struct StatusLine;
struct View3dState;
struct ViewState;

struct FigureExportState {
    // ---- what the dialog remembers (preferences.json, "figures")
    FigureOptions options; ///< size, scale, theme, overlays, legend, caption...
    FigureFormat format = FigureFormat::Png;
    bool sizeFromViewport = true;       ///< size = the viewport's, times options.scale; else options.width x height at scale 1
    std::filesystem::path exportFolder; ///< empty: the screenshot folder
    std::filesystem::path screenshotFolder; ///< empty: defaultFolder

    // ---- session
    bool open = false;                   ///< the dialog is shown
    bool focusExport = false;            ///< focus the Export button when the dialog opens
    std::string fileName;                ///< without folder; set from the scene when the dialog opens
    std::string problem;                 ///< why Export is refused (shown in the dialog)
    bool screenshotRequested = false;    ///< F12 / File > Screenshot: the app saves this frame
    std::filesystem::path defaultFolder; ///< set by the app: $XDG_PICTURES_DIR/SATlab or ~/Pictures/SATlab

    /// Installed by the app: `figure` as PNG at `scale` output px per layout px
    /// with `supersample`, written atomically. Null: PNG export is unavailable.
    std::function<bool(const Figure& figure, double scale, int supersample, const std::filesystem::path& file,
                       std::string* error)>
        writePng;

    std::filesystem::path screenshotFolderOrDefault() const;
    std::filesystem::path exportFolderOrDefault() const;
};

/// What the dialog reads and changes: the figure is the window's scene,
/// view and inspected pair.
struct FigureExportParts {
    const Document& document;
    const ViewState& view;     ///< the 2D view (size, transform), scale
    const View3dState& view3d; ///< the 3D camera
    const AnalysisState& analysis;
    const Analysis3dState& analysis3d;
    FigureExportState& figureExport;
    Preferences& preferences; ///< its revision: the dialog's settings are saved when they change
    StatusLine& status;       ///< "Figure saved"
    const double& now;        ///< the editor's clock (a question answered later sees the time then)
    Modals& modals;           ///< asks before replacing a file
    const StepModeState& stepMode;
    StepSource steps;             ///< what step mode's steps are planned from
    std::string baseName;         ///< what figures are named after (figureBaseName)
    std::optional<StepView> step; ///< in step mode, the step the window shows: the figure shows it too
    /// What the Snags panel draws over the picture (ui/editor/snag_actions.hpp), shown in figures as in the
    /// window: its markers (null: none shown) with the inspected one, and while its probe is out the scene with
    /// the probe and the probe's pair, which the figure explains instead of the selection's.
    const std::vector<sat::Snag>* snagMarkers = nullptr;
    std::optional<std::size_t> inspectedSnag{};
    const sat::Scene* probeScene = nullptr;
    std::optional<InspectedPair> probePair{};
};

/// F12: screenshot; Ctrl+E: the Export figure dialog. Called with the other shortcuts.
void handleFigureShortcuts(const FigureExportParts& parts);
/// File menu: Screenshot, Export figure...
void drawFigureMenuItems(const FigureExportParts& parts);
/// The dialog, when open.
void drawFigureExport(const FigureExportParts& parts);

/// Opens the dialog with a file name from the lesson or the scene
/// (`lesson-02-separated-on-b-axis.png`, `seams.png`; `figure.png` untitled),
/// in step mode with the step's number (`seams-step-03.png`).
void openFigureExport(const FigureExportParts& parts);
/// "Export every step"'s files: the dialog's folder and file name with
/// "-step-01", "-step-02"... for each step of step mode for the inspected pair
/// (empty without one).
std::vector<std::filesystem::path> stepFigureFiles(const FigureExportParts& parts);
/// Builds the figure the dialog describes (its size, the current pair and view).
Figure dialogFigure(const FigureExportParts& parts, const Canvas& measure);
/// Writes the dialog's figure to `file` (SVG here, PNG through the hook). False with *error.
bool exportFigure(const FigureExportParts& parts, const std::filesystem::path& file, std::string* error);
/// Writes the figure `options` describe (the dialog's format) to `file`. False with *error.
bool writeFigureFile(const FigureExportParts& parts, const FigureOptions& options, const std::filesystem::path& file,
                     std::string* error);

/// "<baseName>-YYYYmmdd-HHMMSS.png" for a screenshot taken at `time` (local
/// time); baseName is FigureExportParts::baseName.
std::string screenshotName(const std::string& baseName, std::time_t time);

/// The dialog's settings as JSON text, and back (unknown or malformed fields are skipped).
std::string figurePreferencesJson(const FigureExportState& state);
void loadFigurePreferences(std::string_view json, FigureExportState& state);

} // namespace ui
