/* SPDX-License-Identifier: MIT */
/* The recorder's C interface used from C: every shape kind (boxes, polygons, round shapes) and a contact, then
 * the status; exits 0 when three frames were written and nothing failed. */
#include <stdio.h>

#include "sat/capture/capture.h"

int main(int argc, char** argv) {
    const double triangle[6] = {0, 0, 1, 0, 0, 1};
    const double center[3] = {0, 0, 0}, half[3] = {1, 1, 1};
    const double axes[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1};
    const double normal[2] = {1, 0};
    const double points[4] = {0.5, 0.5, 0.5, -0.5};
    const double top[3] = {0, 2, 0};
    satlab_recorder* recorder;
    int frame;
    if (argc < 2) return 2;
    recorder = satlab_recorder_create(argv[1]);
    if (!recorder) return 3;
    for (frame = 0; frame < 3; ++frame) {
        satlab_recorder_begin_frame(recorder, frame / 60.0);
        satlab_recorder_aabb2(recorder, 1, "floor", 0, -1, 5, 0.5);
        satlab_recorder_obb2(recorder, 2, "crate", frame * 0.1, 0, 0.5, 0.5, 0.25);
        satlab_recorder_polygon2(recorder, 3, "ramp", triangle, 3);
        satlab_recorder_aabb3(recorder, 4, "cube", center, half);
        satlab_recorder_obb3(recorder, 5, "turned", center, half, axes);
        satlab_recorder_circle2(recorder, 6, "coin", 2, 0, 0.25);
        satlab_recorder_capsule2(recorder, 7, "pill", 3, 0, 4, 1, 0.5);
        satlab_recorder_sphere3(recorder, 8, "ball", top, 0.5);
        satlab_recorder_capsule3(recorder, 9, "rod", center, top, 0.125);
        satlab_recorder_contact2(recorder, 1, 2, normal, 0.01, points, 2);
        satlab_recorder_end_frame(recorder);
    }
    if (!satlab_recorder_ok(recorder) || satlab_recorder_frames_written(recorder) != 3) {
        fprintf(stderr, "capture_c_test: %s\n", satlab_recorder_message(recorder));
        satlab_recorder_destroy(recorder);
        return 1;
    }
    satlab_recorder_destroy(recorder);
    return 0;
}
