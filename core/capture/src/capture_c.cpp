// SPDX-License-Identifier: MIT
// The C interface (sat/capture/capture.h) over sat::capture::Recorder.
#include "sat/capture/capture.h"

#include <cmath>
#include <cstring>
#include <new>

#include "sat/capture/recorder.hpp"

struct satlab_recorder {
    sat::capture::Recorder recorder{sat::capture::RecorderOptions{}};
    sat::capture::Status status; ///< the copy satlab_recorder_message points into
};

namespace {
std::string_view nameOf(const char* name) { return name ? std::string_view(name) : std::string_view(); }
} // namespace

extern "C" {

satlab_recorder* satlab_recorder_create(const char* path) {
    auto* handle = new (std::nothrow) satlab_recorder();
    if (handle && path) {
        try {
            handle->recorder.file(path);
        } catch (...) { // the path's conversion found no memory
        }
    }
    return handle;
}

int satlab_recorder_stream(satlab_recorder* r, const char* host, uint16_t port) {
    return r && r->recorder.stream(host, port) ? 1 : 0;
}

void satlab_recorder_destroy(satlab_recorder* r) { delete r; }

void satlab_recorder_begin_frame(satlab_recorder* r, double seconds) {
    if (r) r->recorder.beginFrame(seconds);
}

void satlab_recorder_aabb2(satlab_recorder* r, uint64_t id, const char* name, double cx, double cy, double hx, double hy) {
    if (r) r->recorder.shape(id, nameOf(name), sat::Aabb2<double>{{cx, cy}, {hx, hy}});
}

void satlab_recorder_obb2(satlab_recorder* r, uint64_t id, const char* name, double cx, double cy, double hx, double hy,
                          double angle_rad) {
    if (r) r->recorder.shape(id, nameOf(name), sat::Obb2<double>::fromAngle({cx, cy}, {hx, hy}, angle_rad));
}

void satlab_recorder_polygon2(satlab_recorder* r, uint64_t id, const char* name, const double* xy, int count) {
    if (!r) return;
    // One vertex past the limit is passed on, so that the recorder notes a count above 64.
    glm::dvec2 points[sat::kMaxPolygonVertices + 1];
    const int n = xy && count > 0 ? std::min(count, sat::kMaxPolygonVertices + 1) : 0;
    for (int i = 0; i < n; ++i) points[i] = {xy[2 * i], xy[2 * i + 1]};
    r->recorder.polygon(id, nameOf(name), std::span<const glm::dvec2>(points, static_cast<std::size_t>(n)));
}

void satlab_recorder_aabb3(satlab_recorder* r, uint64_t id, const char* name, const double center[3],
                           const double half_extents[3]) {
    if (!r || !center || !half_extents) return;
    r->recorder.shape(id, nameOf(name),
                      sat::Aabb3<double>{{center[0], center[1], center[2]}, {half_extents[0], half_extents[1], half_extents[2]}});
}

void satlab_recorder_obb3(satlab_recorder* r, uint64_t id, const char* name, const double center[3], const double half_extents[3],
                          const double axes[9]) {
    if (!r || !center || !half_extents || !axes) return;
    sat::Obb3<double> box;
    box.center = {center[0], center[1], center[2]};
    box.halfExtents = {half_extents[0], half_extents[1], half_extents[2]};
    for (int i = 0; i < 3; ++i) box.axes[static_cast<std::size_t>(i)] = {axes[3 * i], axes[3 * i + 1], axes[3 * i + 2]};
    r->recorder.shape(id, nameOf(name), box);
}

void satlab_recorder_circle2(satlab_recorder* r, uint64_t id, const char* name, double cx, double cy, double radius) {
    if (r) r->recorder.shape(id, nameOf(name), sat::Circle2<double>{{cx, cy}, radius});
}

void satlab_recorder_capsule2(satlab_recorder* r, uint64_t id, const char* name, double x0, double y0, double x1, double y1,
                              double radius) {
    if (r) r->recorder.shape(id, nameOf(name), sat::Capsule2<double>{{x0, y0}, {x1, y1}, radius});
}

void satlab_recorder_sphere3(satlab_recorder* r, uint64_t id, const char* name, const double center[3], double radius) {
    if (!r || !center) return;
    r->recorder.shape(id, nameOf(name), sat::Sphere3<double>{{center[0], center[1], center[2]}, radius});
}

void satlab_recorder_capsule3(satlab_recorder* r, uint64_t id, const char* name, const double start[3], const double end[3],
                              double radius) {
    if (!r || !start || !end) return;
    r->recorder.shape(id, nameOf(name), sat::Capsule3<double>{{start[0], start[1], start[2]}, {end[0], end[1], end[2]}, radius});
}

void satlab_recorder_contact2(satlab_recorder* r, uint64_t id_a, uint64_t id_b, const double normal[2], double depth,
                              const double* points_xy, int count) {
    if (!r || !normal) return;
    glm::dvec2 points[sat::capture::kMaxContactPoints + 1];
    const int n = points_xy && count > 0 ? std::min(count, sat::capture::kMaxContactPoints + 1) : 0;
    for (int i = 0; i < n; ++i) points[i] = {points_xy[2 * i], points_xy[2 * i + 1]};
    r->recorder.engineContact(id_a, id_b, glm::dvec2{normal[0], normal[1]}, depth,
                              std::span<const glm::dvec2>(points, static_cast<std::size_t>(n)));
}

void satlab_recorder_contact3(satlab_recorder* r, uint64_t id_a, uint64_t id_b, const double normal[3], double depth,
                              const double* points_xyz, int count) {
    if (!r || !normal) return;
    glm::dvec3 points[sat::capture::kMaxContactPoints + 1];
    const int n = points_xyz && count > 0 ? std::min(count, sat::capture::kMaxContactPoints + 1) : 0;
    for (int i = 0; i < n; ++i) points[i] = {points_xyz[3 * i], points_xyz[3 * i + 1], points_xyz[3 * i + 2]};
    r->recorder.engineContact(id_a, id_b, glm::dvec3{normal[0], normal[1], normal[2]}, depth,
                              std::span<const glm::dvec3>(points, static_cast<std::size_t>(n)));
}

void satlab_recorder_end_frame(satlab_recorder* r) {
    if (r) r->recorder.endFrame();
}

int satlab_recorder_ok(const satlab_recorder* r) { return r && r->recorder.status().ok() ? 1 : 0; }

const char* satlab_recorder_message(const satlab_recorder* r) {
    if (!r) return "no recorder";
    auto* handle = const_cast<satlab_recorder*>(r);
    handle->status = r->recorder.status();
    return handle->status.message.data();
}

uint64_t satlab_recorder_frames_written(const satlab_recorder* r) { return r ? r->recorder.status().framesWritten : 0; }

} // extern "C"
