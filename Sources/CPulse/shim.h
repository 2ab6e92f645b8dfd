// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The sound server's client library (PulseAudio's, which PipeWire serves too), driven by
// the GLib main loop, for watching where Nova's sound goes.
// GLib pinned as in CGtk's shim: every module that includes GLib's headers must see the
// same inline definitions (from GLib 2.76 on, some depend on the version pinned).
#define GLIB_VERSION_MIN_REQUIRED GLIB_VERSION_2_74
#define GLIB_VERSION_MAX_ALLOWED GLIB_VERSION_2_74
#include <pulse/pulseaudio.h>
#include <pulse/glib-mainloop.h>

// Macros Swift cannot import.
static inline unsigned nova_pa_facility(pa_subscription_event_type_t t) { return t & PA_SUBSCRIPTION_EVENT_FACILITY_MASK; }
static inline unsigned nova_pa_event_kind(pa_subscription_event_type_t t) { return t & PA_SUBSCRIPTION_EVENT_TYPE_MASK; }
