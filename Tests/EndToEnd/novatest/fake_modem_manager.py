#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A stand-in for ModemManager's voice calls, for tests: owns
org.freedesktop.ModemManager1 on the system bus given by DBUS_SYSTEM_BUS_ADDRESS (see
system_bus.PrivateSystemBus), with one registered modem,
/org/freedesktop/ModemManager1/Modem/0 (Modem, Modem.Voice), in the object manager at
/org/freedesktop/ModemManager1.

As in ModemManager, calls are not in the object manager: the modem's Voice interface
lists them (Calls, ListCalls) and announces them (CallAdded, CallDeleted, and
PropertiesChanged for Calls after each).  A call, /org/freedesktop/ModemManager1/Call/N,
announces a new state with StateChanged(old, new, reason), then PropertiesChanged.

A test makes calls come, change and go through org.novatest.ModemControl at
/org/novatest/Control (phone_services.modem_add, modem_set_state, modem_remove).
States: 0 unknown, 1 dialing, 2 ringing-out, 3 ringing-in, 4 active, 5 held, 6 waiting,
7 terminated.  Directions: 1 incoming, 2 outgoing.

Usage: fake_modem_manager.py   (prints "ready" once it owns the name)
"""

from gi.repository import Gio, GLib

from fake_service import Exported, ObjectManager, call_control, interfaces, run

MODEM_PATH = "/org/freedesktop/ModemManager1/Modem/0"
MODEM_REGISTERED = 8
ACTIVE, TERMINATED = 4, 7
REASON_UNKNOWN, REASON_ACCEPTED, REASON_TERMINATED = 0, 3, 4  # MMCallStateReason

INTERFACES = interfaces("""
<node>
  <interface name="org.freedesktop.ModemManager1.Modem">
    <property name="State" type="i" access="read"/>
    <property name="Manufacturer" type="s" access="read"/>
  </interface>
  <interface name="org.freedesktop.ModemManager1.Modem.Voice">
    <property name="Calls" type="ao" access="read"/>
    <method name="ListCalls">
      <arg direction="out" type="ao" name="result"/>
    </method>
    <signal name="CallAdded">
      <arg type="o" name="path"/>
    </signal>
    <signal name="CallDeleted">
      <arg type="o" name="path"/>
    </signal>
  </interface>
  <interface name="org.freedesktop.ModemManager1.Call">
    <property name="State" type="i" access="read"/>
    <property name="StateReason" type="i" access="read"/>
    <property name="Direction" type="i" access="read"/>
    <property name="Number" type="s" access="read"/>
    <method name="Accept"/>
    <method name="Hangup"/>
    <signal name="StateChanged">
      <arg type="i" name="old"/>
      <arg type="i" name="new"/>
      <arg type="u" name="reason"/>
    </signal>
  </interface>
  <interface name="org.novatest.ModemControl">
    <method name="AddCall">
      <arg direction="in" type="i" name="state"/>
      <arg direction="in" type="i" name="direction"/>
      <arg direction="out" type="o" name="path"/>
    </method>
    <method name="SetState">
      <arg direction="in" type="o" name="path"/>
      <arg direction="in" type="i" name="state"/>
    </method>
    <method name="RemoveCall">
      <arg direction="in" type="o" name="path"/>
    </method>
  </interface>
</node>
""")


def main():
    def export(connection):
        calls = {}
        counter = [0]

        def voice_call(method, parameters, invocation):  # ListCalls
            invocation.return_value(GLib.Variant("(ao)", (list(calls),)))

        manager = ObjectManager(connection, "/org/freedesktop/ModemManager1")
        modem = Exported(connection, MODEM_PATH, INTERFACES["org.freedesktop.ModemManager1.Modem"],
                         {"State": MODEM_REGISTERED, "Manufacturer": "Novatest"})
        voice = Exported(connection, MODEM_PATH, INTERFACES["org.freedesktop.ModemManager1.Modem.Voice"],
                         {"Calls": []}, call=voice_call)
        manager.add([modem, voice])

        def change_state(path, state, reason):
            # ModemManager sets the properties, then sends the signal; its generated skeleton
            # sends PropertiesChanged from an idle callback, so StateChanged arrives first.
            call = calls[path]
            call.emit("StateChanged", "iiu", (call.values["State"], state, reason))
            call.set(State=state, StateReason=reason)

        def call_method(path):
            def call(method, parameters, invocation):
                if method == "Accept":
                    change_state(path, ACTIVE, REASON_ACCEPTED)
                else:
                    change_state(path, TERMINATED, REASON_TERMINATED)
                invocation.return_value(None)
            return call

        def add(state, direction):
            counter[0] += 1
            path = "/org/freedesktop/ModemManager1/Call/%d" % counter[0]
            calls[path] = Exported(connection, path, INTERFACES["org.freedesktop.ModemManager1.Call"],
                                   {"State": state, "StateReason": REASON_UNKNOWN, "Direction": direction,
                                    "Number": "+4930%07d" % counter[0]},
                                   call=call_method(path))
            voice.emit("CallAdded", "o", (path,))
            voice.set(Calls=list(calls))
            return path

        def remove(path):
            calls.pop(path).unexport()
            voice.emit("CallDeleted", "o", (path,))
            voice.set(Calls=list(calls))

        control = call_control(calls, add, lambda path, state: change_state(path, state, REASON_UNKNOWN), remove)
        Exported(connection, "/org/novatest/Control", INTERFACES["org.novatest.ModemControl"], call=control)

    run("org.freedesktop.ModemManager1", export, Gio.BusType.SYSTEM)


if __name__ == "__main__":
    main()
