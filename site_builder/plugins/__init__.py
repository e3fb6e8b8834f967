"""What a game plug-in declares and how plug-ins are found and checked: imports exceptions and structure
only."""
