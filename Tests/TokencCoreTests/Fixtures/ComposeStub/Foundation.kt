// Stub of androidx.compose.foundation (see Compose.kt).

@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.foundation

import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.unit.Dp

/** `class BorderStroke(val width: Dp, val brush: Brush)`. */
class BorderStroke(val width: Dp, val brush: Brush)

/** `fun BorderStroke(width: Dp, color: Color): BorderStroke`. */
fun BorderStroke(width: Dp, color: Color): BorderStroke = BorderStroke(width, SolidColor(color))
