// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <mpv/client.h>
#include <mpv/render.h>
#include <mpv/render_gl.h>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

// Lowers the calling thread's scheduling priority (its nice value); threads it creates inherit it.
static inline int nova_nice_this_thread(int nice) {
    return setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), nice);
}
