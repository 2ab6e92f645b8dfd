// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <mpv/client.h>
#include <mpv/render.h>
#include <mpv/render_gl.h>
