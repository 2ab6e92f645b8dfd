#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A stand-in for GNOME Calls' D-Bus view of its calls, for tests: owns org.gnome.Calls
on the session bus given by DBUS_SESSION_BUS_ADDRESS, with an object manager at
/org/gnome/Calls whose objects /org/gnome/Calls/Call/N are the calls
(org.gnome.Calls.Call: Inbound, State, Id, Party; Accept, Hangup).

A test makes calls come, change and go through org.novatest.CallsControl at
/org/novatest/Control (phone_services.calls_add, calls_set_state, calls_remove).
States are GNOME Calls 43's: 0 unknown, 1 active, 2 held, 3 dialing, 4 alerting,
5 incoming, 6 waiting, 7 disconnected.

Usage: fake_gnome_calls.py   (prints "ready" once it owns the name)
"""

from fake_service import Exported, ObjectManager, call_control, interfaces, run

ACTIVE, DISCONNECTED = 1, 7

INTERFACES = interfaces("""
<node>
  <interface name="org.gnome.Calls.Call">
    <property name="Inbound" type="b" access="read"/>
    <property name="State" type="u" access="read"/>
    <property name="Id" type="s" access="read"/>
    <property name="Party" type="s" access="read"/>
    <method name="Accept"/>
    <method name="Hangup"/>
  </interface>
  <interface name="org.novatest.CallsControl">
    <method name="AddCall">
      <arg direction="in" type="u" name="state"/>
      <arg direction="in" type="b" name="inbound"/>
      <arg direction="out" type="o" name="path"/>
    </method>
    <method name="SetState">
      <arg direction="in" type="o" name="path"/>
      <arg direction="in" type="u" name="state"/>
    </method>
    <method name="RemoveCall">
      <arg direction="in" type="o" name="path"/>
    </method>
  </interface>
</node>
""")


def main():
    def export(connection):
        manager = ObjectManager(connection, "/org/gnome/Calls")
        calls = {}
        counter = [0]

        def call_method(path):
            # Answering or hanging up from elsewhere (a lock screen, a headset) is what the
            # call then says of itself; the call stays until the test removes it.
            def call(method, parameters, invocation):
                calls[path].set(State=ACTIVE if method == "Accept" else DISCONNECTED)
                invocation.return_value(None)
            return call

        def add(state, inbound):
            counter[0] += 1
            path = "/org/gnome/Calls/Call/%d" % counter[0]
            calls[path] = Exported(connection, path, INTERFACES["org.gnome.Calls.Call"],
                                   {"Inbound": inbound, "State": state, "Id": "+4930%07d" % counter[0],
                                    "Party": "Caller %d" % counter[0]},
                                   call=call_method(path))
            manager.add([calls[path]])
            return path

        def remove(path):
            manager.remove(path)
            del calls[path]

        control = call_control(calls, add, lambda path, state: calls[path].set(State=state), remove)
        Exported(connection, "/org/novatest/Control", INTERFACES["org.novatest.CallsControl"], call=control)

    run("org.gnome.Calls", export)


if __name__ == "__main__":
    main()
