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

// A command with named arguments (mpv_command_node with a map), so that no argument depends
// on its position: mpv 0.38 put `index` before `loadfile`'s `options`. `keys`/`values` are
// the command's string arguments ("name" among them); `option_keys`/`option_values`, when
// `option_count` > 0, go in as the map argument named `options_name`.
static inline int nova_mpv_command_named(mpv_handle *handle, const char **keys, const char **values, int count,
                                         const char *options_name, const char **option_keys,
                                         const char **option_values, int option_count) {
    mpv_node option_nodes[option_count > 0 ? option_count : 1];
    for (int i = 0; i < option_count; i++) {
        option_nodes[i].format = MPV_FORMAT_STRING;
        option_nodes[i].u.string = (char *)option_values[i];
    }
    mpv_node_list options = { option_count, option_nodes, (char **)option_keys };
    int total = count + (option_count > 0 ? 1 : 0);
    mpv_node nodes[total > 0 ? total : 1];
    char *names[total > 0 ? total : 1];
    for (int i = 0; i < count; i++) {
        nodes[i].format = MPV_FORMAT_STRING;
        nodes[i].u.string = (char *)values[i];
        names[i] = (char *)keys[i];
    }
    if (option_count > 0) {
        nodes[count].format = MPV_FORMAT_NODE_MAP;
        nodes[count].u.list = &options;
        names[count] = (char *)options_name;
    }
    mpv_node_list arguments = { total, nodes, names };
    mpv_node command = { .u.list = &arguments, .format = MPV_FORMAT_NODE_MAP };
    mpv_node result;
    int status = mpv_command_node(handle, &command, &result);
    if (status >= 0) mpv_free_node_contents(&result);
    return status;
}
