// Stub of androidx.compose.ui.text and androidx.compose.ui.text.font (see Compose.kt).

@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.ui.text.font

/** `class FontWeight(val weight: Int)`: 1 to 1000. */
class FontWeight(val weight: Int) {
    init {
        require(weight in 1..1000)
    }
}
