// `satlab check` on a pair of 3D shapes.
//
// TODO(core3d): replace this body with the 3D report once it exists: convert
// both specs (Aabb3Spec / Obb3Spec; sat::rotationMatrix(spec.rotation) gives
// the box axes as columns), run the report with options.tolerance in
// options.precision, and fill a CheckPair exactly like check_pair2.cpp does
// (vectors of length 3; per axis `degenerate` and `degenerateReason`; the
// source labels like "A.face0", "A.edge1xB.edge2"). runCheck, the JSON and
// the table already handle dimension 3.

#include "sat/check.hpp"

namespace sat {

CheckPair checkPair3(const SceneShape&, const SceneShape&, const CheckOptions&) {
    throw CheckError("3D checking is not available yet (the 3D SAT core is still being built)");
}

} // namespace sat
