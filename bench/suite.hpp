// SPDX-License-Identifier: MIT
#pragma once
// What each file of bench/ adds to the run; main.cpp calls these in order:
// the agreement check first, then registration, then the timing.

#include "agreement.hpp"

namespace bench {

void checkFamilies2d(AgreementCheck& check);
void registerFamilies2d();
/// obb2_distance: the default report against b2Distance, distances compared too (distance2d.cpp).
void checkDistance2d(AgreementCheck& check);
void registerDistance2d();
void checkFamilies3d(AgreementCheck& check);
void registerFamilies3d();
void checkBatch2d(AgreementCheck& check);
void registerBatch2d();
void checkBatch3d(AgreementCheck& check);
void registerBatch3d();
/// near_touching: pairs within the exact filter's bound, judged by the exact evaluation.
void checkNearTouching(AgreementCheck& check);
void registerNearTouching();
/// Circles and capsules against Box2D 2.4's round paths (round2d_bench.cpp).
void checkRound2d(AgreementCheck& check);
void registerRound2d();
/// round3: boxes against spheres and capsules (sat/round3d.hpp) beside ODE, FCL and Bullet.
void checkRound3d(AgreementCheck& check);
void registerRound3d();
/// Frees the 4 M streaming pairs of one batch family before the other builds its own.
void releaseStreaming2d();
void releaseStreaming3d();
/// dInitODE2: before any 3D data or check.
void initPeers3d();
/// obb3_distance: the default report against FCL's and Bullet's distances, distances compared too (distance3d.cpp).
void checkDistance3d(AgreementCheck& check);
void registerDistance3d();

} // namespace bench
