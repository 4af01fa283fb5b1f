// Stub of androidx.compose.ui.text.TextStyle (see Compose.kt): the constructor's parameters the template names,
// with their types and defaults; Compose's others all have defaults too.

@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.ui.text

import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit

class TextStyle(
    val fontSize: TextUnit = TextUnit.Unspecified,
    val fontWeight: FontWeight? = null,
    val letterSpacing: TextUnit = TextUnit.Unspecified,
    val lineHeight: TextUnit = TextUnit.Unspecified
)
