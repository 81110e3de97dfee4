import SwippyApp

SwippyMain.run()
