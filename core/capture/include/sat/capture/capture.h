/* SPDX-License-Identifier: MIT */
/* The flight recorder for C and FFI users: the same Recorder as
 * sat/capture/recorder.hpp behind an opaque handle (docs/recording.md).
 * Nothing here fails loudly: every problem is in satlab_recorder_message. */
#ifndef SATLAB_CAPTURE_H
#define SATLAB_CAPTURE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A recorder; made by satlab_recorder_create, freed by satlab_recorder_destroy. */
typedef struct satlab_recorder satlab_recorder;

/** A recorder writing `path` (NULL: no file; call satlab_recorder_stream). NULL only when out of memory. */
satlab_recorder* satlab_recorder_create(const char* path);
/** Also streams to host:port (normally "127.0.0.1", 7787). Returns 1 when connected, 0 otherwise. */
int satlab_recorder_stream(satlab_recorder* recorder, const char* host, uint16_t port);
/** Finishes the file (writes its index), closes the connection and frees the recorder. NULL is ignored. */
void satlab_recorder_destroy(satlab_recorder* recorder);

/** Opens a frame at `seconds` of game time. */
void satlab_recorder_begin_frame(satlab_recorder* recorder, double seconds);
/** An axis-aligned box: centre (cx, cy), half extents (hx, hy). */
void satlab_recorder_aabb2(satlab_recorder* recorder, uint64_t id, const char* name, double cx, double cy, double hx, double hy);
/** A box turned counter-clockwise by `angle_rad` about its centre. */
void satlab_recorder_obb2(satlab_recorder* recorder, uint64_t id, const char* name, double cx, double cy, double hx, double hy,
                          double angle_rad);
/** A convex polygon: `count` (3..64) vertices as x0, y0, x1, y1, ... in either winding. */
void satlab_recorder_polygon2(satlab_recorder* recorder, uint64_t id, const char* name, const double* xy, int count);
/** A 3D axis-aligned box. */
void satlab_recorder_aabb3(satlab_recorder* recorder, uint64_t id, const char* name, const double center[3],
                           const double half_extents[3]);
/** A 3D oriented box; `axes` holds its three unit axes one after the other (x axis first), orthonormal and right-handed. */
void satlab_recorder_obb3(satlab_recorder* recorder, uint64_t id, const char* name, const double center[3],
                          const double half_extents[3], const double axes[9]);
/** A circle: centre (cx, cy), `radius` >= 0. */
void satlab_recorder_circle2(satlab_recorder* recorder, uint64_t id, const char* name, double cx, double cy, double radius);
/** A 2D capsule: the points within `radius` (>= 0) of the segment from (x0, y0) to (x1, y1). */
void satlab_recorder_capsule2(satlab_recorder* recorder, uint64_t id, const char* name, double x0, double y0, double x1,
                              double y1, double radius);
/** A sphere: centre, `radius` >= 0. */
void satlab_recorder_sphere3(satlab_recorder* recorder, uint64_t id, const char* name, const double center[3], double radius);
/** A 3D capsule: the points within `radius` (>= 0) of the segment from `start` to `end`. */
void satlab_recorder_capsule3(satlab_recorder* recorder, uint64_t id, const char* name, const double start[3],
                              const double end[3], double radius);
/** The engine's contact in 2D: `normal` (x, y) from A to B, `depth` >= 0, `count` (0..4) points as x0, y0, ... */
void satlab_recorder_contact2(satlab_recorder* recorder, uint64_t id_a, uint64_t id_b, const double normal[2], double depth,
                              const double* points_xy, int count);
/** The engine's contact in 3D: points as x0, y0, z0, ... */
void satlab_recorder_contact3(satlab_recorder* recorder, uint64_t id_a, uint64_t id_b, const double normal[3], double depth,
                              const double* points_xyz, int count);
/** Closes the frame and writes / sends it. */
void satlab_recorder_end_frame(satlab_recorder* recorder);

/** 1 when nothing has failed and no call was ignored, else 0. */
int satlab_recorder_ok(const satlab_recorder* recorder);
/** The latest problem in words ("" when none); valid until the next call on the recorder. */
const char* satlab_recorder_message(const satlab_recorder* recorder);
/** Frames written whole to the file so far. */
uint64_t satlab_recorder_frames_written(const satlab_recorder* recorder);

#ifdef __cplusplus
}
#endif

#endif /* SATLAB_CAPTURE_H */
