// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaUI

exit(NovaApplication().run(argc: CommandLine.argc, argv: CommandLine.unsafeArgv))
